/**
 * Tiny but real images, built here rather than kept as files: a PNG of any size (zlib and
 * CRCs computed), an 8x8 grey baseline JPEG assembled segment by segment, and the classic
 * 1x1 GIF and WebP. Plus a multipart/form-data body builder for `inject`.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG; `noise` makes the pixels random, so it does not compress (for size tests). */
export function png(width = 1, height = 1, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = (y: number) =>
    Buffer.concat([Buffer.from([0]), noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, y)]);
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
/** A Huffman table with one 1-bit code for the one symbol given. */
const oneCodeTable = (tableClass: number, symbol: number) => [
  tableClass << 4,
  1,
  ...new Array(15).fill(0),
  symbol,
];

/** 8x8 mid-grey, baseline, one component: every coefficient zero (DC 0, then end of block). */
export function jpeg(): Buffer {
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0, 0)),
    ...segment(0xc4, oneCodeTable(1, 0)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0b00111111, // DC code '0', EOB code '0', padded with ones
    0xff,
    0xd9,
  ]);
}

export const gif = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export interface Part {
  field: string;
  /** Omitted: a plain text field. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data request body and its content type, as a browser's FormData sends. */
export function multipart(parts: Part[]) {
  const boundary = `----storefront${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${file}${type}\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
