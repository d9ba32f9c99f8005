/**
 * Opens an upload as the image its signature claims, with libvips (sharp): the first bytes
 * alone let through a PNG header claiming 50000 × 50000 pixels (a decompression bomb for every
 * browser that shows the product) and a PNG signature followed by HTML. The header's real
 * dimensions are checked before any pixel is decoded; then the whole image is decoded once, by
 * re-encoding it without its metadata (issue 21: lib/image-encoding.ts, in the image process),
 * so a file that does not decode is refused too and what is stored is the re-encoded picture,
 * never the sent bytes.
 */
import sharp, { type Metadata } from 'sharp';
import { MESSAGES } from '../i18n/messages.ts';
import { HttpError } from './http-errors.ts';
import { imageProcess } from './image-process/index.ts';
import type { ImageExtension } from './image-types.ts';
import { type ImagePriority, imageJob } from './image-work.ts';

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

const notDecodable = () => new HttpError(415, MESSAGES.notDecodable);

function tooLarge({ maxSide, maxPixels }: ImageLimits): HttpError {
  return new HttpError(413, MESSAGES.imageTooLarge(maxSide, maxPixels));
}

/** The header alone (no pixel decoded): the format its signature claims, within our limits. */
export async function checkImageHeader(
  bytes: Buffer,
  extension: ImageExtension,
  limits: ImageLimits,
): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, {
      animated: true,
      failOn: 'error',
      limitInputPixels: false,
    }).metadata();
  } catch {
    throw notDecodable();
  }
  if (metadata.format !== SHARP_FORMAT[extension]) throw notDecodable();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw tooLarge(limits);
  }
}

/**
 * The bytes to store for an upload: the header checked, then every frame decoded and written
 * again without metadata, upright, in the same format. Refused with 413 or 415 like the check.
 * `priority`: `now` while a request waits for it, `later` for the start-up backfill.
 */
export async function cleanImage(
  bytes: Buffer,
  extension: ImageExtension,
  limits: ImageLimits,
  priority: ImagePriority = 'now',
): Promise<Buffer> {
  await checkImageHeader(bytes, extension, limits);
  try {
    return await imageJob(priority, () => imageProcess.reencode(bytes, extension));
  } catch {
    throw notDecodable();
  }
}
