// Upload bodies: real PNGs of an exact size (the API opens every upload as the image it claims
// to be), sent as the browser's FormData would.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHUNK_OVERHEAD = 12; // length, type, CRC

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square RGB PNG of random pixels (which do not compress), padded to exactly `bytes` with a
 * text chunk that decoders skip.
 */
export function pngOfSize(bytes: number): Buffer {
  const side = Math.floor(Math.sqrt((bytes * 0.98) / 3));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, row)), { level: 0 });
  const image = [chunk('IHDR', header), chunk('IDAT', pixels)];
  const used = PNG_SIGNATURE.length + image.reduce((n, c) => n + c.length, 0) + CHUNK_OVERHEAD;
  const padding = bytes - used - CHUNK_OVERHEAD;
  if (padding < 4) throw new Error(`no PNG of ${bytes} bytes this way`);
  const text = Buffer.concat([Buffer.from('pad\0', 'latin1'), Buffer.alloc(padding - 4, 0x2e)]);
  return Buffer.concat([
    PNG_SIGNATURE,
    ...image,
    chunk('tEXt', text),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function filesForm(files: Buffer[]): FormData {
  const form = new FormData();
  files.forEach((file, i) => {
    form.append('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), `photo-${i}.png`);
  });
  return form;
}
