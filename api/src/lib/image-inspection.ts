/**
 * Opens an upload as the image its signature claims, with libvips (sharp): the first bytes
 * alone let through a PNG header claiming 50000 × 50000 pixels (a decompression bomb for every
 * browser that shows the product) and a PNG signature followed by HTML. The header's real
 * dimensions are checked before any pixel is decoded; then the whole image is decoded once
 * (off the event loop, in libuv's pool), so a file that does not decode is refused too.
 */
import sharp, { type Metadata } from 'sharp';
import { MESSAGES } from '../i18n/messages.ts';
import { HttpError } from './http-errors.ts';
import type { ImageExtension } from './image-types.ts';

export interface ImageLimits {
  /** Widest and tallest accepted side, in pixels. */
  maxSide: number;
  /** Most pixels in one frame. */
  maxPixels: number;
}

const SHARP_FORMAT: Record<ImageExtension, string> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

// Decoded images are never reused: libvips' operation cache would only hold memory.
sharp.cache(false);

const notDecodable = () => new HttpError(415, MESSAGES.notDecodable);

function tooLarge({ maxSide, maxPixels }: ImageLimits): HttpError {
  return new HttpError(413, MESSAGES.imageTooLarge(maxSide, maxPixels));
}

export async function inspectImage(
  bytes: Buffer,
  extension: ImageExtension,
  limits: ImageLimits,
): Promise<void> {
  // `animated`: every frame of a GIF or WebP is read; `failOn: 'error'`: damage is refused.
  const open = (limitInputPixels: number | false) =>
    sharp(bytes, { animated: true, failOn: 'error', limitInputPixels, sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await open(false).metadata();
  } catch {
    throw notDecodable();
  }
  if (metadata.format !== SHARP_FORMAT[extension]) throw notDecodable();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw tooLarge(limits);
  }
  try {
    // Statistics need every pixel decoded, and keep none of them.
    await open(false).stats();
  } catch {
    throw notDecodable();
  }
}
