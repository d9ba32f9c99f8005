// Real image files for the upload tests, made here rather than checked in: a PNG of one colour,
// written chunk by chunk (signature, IHDR, IDAT, IEND), and a text file dressed up as one. The
// reliability suite builds its PNGs of an exact size from the same pieces.
import { crc32, deflateSync } from 'node:zlib';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The IHDR chunk's data of a `width` x `height` PNG of 8-bit RGB, not interlaced. */
export function rgbHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, default compression/filter/interlace
  return header;
}

/** A `size` x `size` PNG filled with the colour [r, g, b]. */
export function pngFile(name: string, [r, g, b]: [number, number, number], size = 64): UploadFile {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] ?? 0),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const buffer = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', rgbHeader(size, size)),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** Plain text named and typed as a PNG: only the server, reading the bytes, can tell. */
export function fakePng(name: string): UploadFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('это не картинка\n'.repeat(20)) };
}
