// Upload bodies: real PNGs of an exact size (the API opens every upload as the image it claims
// to be), sent as the browser's FormData would.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk, rgbHeader } from '../../e2e/support/images';

const CHUNK_OVERHEAD = 12; // length, type, CRC

/**
 * A square RGB PNG of random pixels (which do not compress), padded to exactly `bytes` with a
 * text chunk that decoders skip.
 */
export function pngOfSize(bytes: number): Buffer {
  const side = Math.floor(Math.sqrt((bytes * 0.98) / 3));
  const row = () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, row)), { level: 0 });
  const image = [pngChunk('IHDR', rgbHeader(side, side)), pngChunk('IDAT', pixels)];
  const used = PNG_SIGNATURE.length + image.reduce((n, c) => n + c.length, 0) + CHUNK_OVERHEAD;
  const padding = bytes - used - CHUNK_OVERHEAD;
  if (padding < 4) throw new Error(`no PNG of ${bytes} bytes this way`);
  const text = Buffer.concat([Buffer.from('pad\0', 'latin1'), Buffer.alloc(padding - 4, 0x2e)]);
  return Buffer.concat([
    PNG_SIGNATURE,
    ...image,
    pngChunk('tEXt', text),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function filesForm(files: Buffer[]): FormData {
  const form = new FormData();
  files.forEach((file, i) => {
    form.append('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), `photo-${i}.png`);
  });
  return form;
}
