/**
 * Photos as a phone writes them (issue 21), made with sharp: noisy pixels (so they weigh what
 * real ones do), EXIF naming the camera and its owner, GPS coordinates, an orientation tag.
 * Plus a legacy upload: a file stored the way uploads were before re-encoding.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import { uploads } from '../../src/db/schema/index.ts';

/** The EXIF owner's name: present in the sent bytes, never in what is served. */
export const OWNER = 'Ivan Petrov, +7 900 000-00-00';

export interface PhotoOptions {
  width: number;
  height: number;
  /** EXIF orientation (6: the camera was turned, the pixels are stored sideways). */
  orientation?: number;
  format?: 'jpeg' | 'png' | 'webp';
}

/**
 * A photo with EXIF (camera, owner, GPS) and an orientation tag. Its pixels are noise made at an
 * eighth of the size and enlarged: smooth like a photo, so encoding it costs what a photo's does
 * (full-size noise would cost several times more and weigh what no camera writes).
 */
export async function photo({
  width,
  height,
  orientation = 1,
  format = 'jpeg',
}: PhotoOptions): Promise<Buffer> {
  const small = {
    width: Math.ceil(width / 8),
    height: Math.ceil(height / 8),
    channels: 3 as const,
  };
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  const seed = await sharp({ create: { ...small, noise, background: '#808080' } })
    .raw()
    .toBuffer();
  return sharp(seed, { raw: small })
    .resize(width, height)
    [format]({ quality: 92 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: OWNER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 2100/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A three-frame animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    [0, 120, 240].map((red) =>
      sharp({ create: { width: 24, height: 16, channels: 3, background: { r: red, g: 40, b: 0 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

/**
 * An upload as stored before issue 21: the sent bytes as they were, and a row not marked clean.
 * No sizes are made for it.
 */
export async function storeLegacy(app: App, bytes: Buffer, extension = 'jpg'): Promise<string> {
  const filename = `${randomBytes(16).toString('hex')}.${extension}`;
  const contentType = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
  await app.fileStorage.save(filename, bytes, contentType);
  await app.db.insert(uploads).values({
    filename,
    originalName: 'old.jpg',
    contentType,
    size: bytes.length,
    uploadedBy: null,
  });
  return filename;
}
