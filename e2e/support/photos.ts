// What a shop's admin really uploads (issue 21): phone photos, 4000x3000 JPEG over 1 MB, that
// carry the camera's EXIF with GPS coordinates of where they were taken.
import sharp from 'sharp';

/** Noise keeps JPEG from squeezing the photo below a real one's size. */
export async function phonePhoto(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < noise.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    noise[i] = (i % 3 === seed % 3 ? 160 : 60) + (state >>> 27);
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12', Artist: 'Анна Владелец' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 2100/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 1200/100',
      },
    })
    .toBuffer();
}

/** The metadata a file still carries: EXIF (with GPS) and XMP must be gone. */
export async function carriedMetadata(bytes: Buffer) {
  const { exif, xmp, iptc, width, height, format } = await sharp(bytes).metadata();
  return { exif: Boolean(exif), xmp: Boolean(xmp), iptc: Boolean(iptc), width, height, format };
}
