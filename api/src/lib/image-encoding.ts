/**
 * The pictures the server writes (issue 21): an upload re-encoded without its metadata, and its
 * sizes (`@storefront/shared/images`). Pure sharp pipelines; callers run them through
 * `imageJob` (lib/image-work.ts) and check the input's header first (lib/image-inspection.ts).
 */
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
} from '@storefront/shared/images';
import sharp, { type Sharp } from 'sharp';
import type { ImageExtension } from './image-types.ts';

export interface Derivative {
  width: ImageWidth;
  format: ImageFormat;
}

/** Every size of an upload, smallest first. */
export const ALL_DERIVATIVES: Derivative[] = IMAGE_WIDTHS.flatMap((width) =>
  IMAGE_FORMATS.map((format) => ({ width, format })),
);

/** The stored name of a size below its upload: '480.webp' (the URL's last segment). */
export const derivativeName = ({ width, format }: Derivative) => `${width}.${format}`;

/**
 * The upload in its own format with nothing but pixels: no EXIF (camera, owner, GPS), XMP,
 * IPTC or comments (sharp writes no metadata unless asked; colour is converted to sRGB, so
 * dropping the ICC profile changes no colour). The EXIF orientation is applied first, since
 * without the tag a sideways-stored phone photo would show sideways. Every frame of an animated
 * GIF or WebP is kept. `failOn: 'error'`: this is the one full decode of an upload, so a damaged
 * file fails here. No pixel limit here: the caller checked the header against ours.
 */
export function reencode(bytes: Buffer, extension: ImageExtension): Promise<Buffer> {
  const image = sharp(bytes, {
    animated: true,
    autoOrient: true,
    failOn: 'error',
    limitInputPixels: false,
  });
  switch (extension) {
    case 'jpg':
      // mozjpeg would save ~10% for twice the time; the sizes are what visitors download.
      return image.jpeg({ quality: 85, mozjpeg: false }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/** Covers a w×w square: the shorter side becomes w, never enlarged past the original. */
const cover = (width: number) =>
  ({ width, height: width, fit: 'outside', withoutEnlargement: true }) as const;

function encode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  // JPEG has no transparency: a logo's transparent background becomes white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
}

/**
 * The first frame, upright, metadata-free (an upload stored before issue 21 still has its
 * EXIF). `maxPixels`: libvips refuses a larger header before decoding anything.
 */
const open = (source: Buffer, maxPixels: number) =>
  sharp(source, { autoOrient: true, failOn: 'error', limitInputPixels: maxPixels });

/** One size, straight from the original (JPEG shrink-on-load makes the small ones cheap). */
export function makeDerivative(
  source: Buffer,
  derivative: Derivative,
  maxPixels: number,
): Promise<Buffer> {
  return encode(open(source, maxPixels).resize(cover(derivative.width)), derivative.format);
}

/** An original decoded and reduced once, raw pixels, for several sizes to be made from. */
export interface ReducedImage {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Several sizes from one decode: the original is decoded and reduced once to the largest size
 * wanted, and every size is made from those pixels (`sizeFromReduced`, one call each so a waiting
 * request can go between two). For a 4000x3000 photo that is one decode instead of twelve.
 */
export async function reduceForSizes(
  source: Buffer,
  largest: number,
  maxPixels: number,
): Promise<ReducedImage> {
  const { data, info } = await open(source, maxPixels)
    .resize(cover(largest))
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

export function sizeFromReduced(reduced: ReducedImage, derivative: Derivative): Promise<Buffer> {
  const image = sharp(reduced.data, { raw: reduced.raw }).resize(cover(derivative.width));
  return encode(image, derivative.format);
}
