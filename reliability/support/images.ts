// Upload bodies: files the API takes for PNGs (it recognises images by their first bytes), of
// any size, sent as the browser's FormData would.
import { randomBytes } from 'node:crypto';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, randomBytes(bytes - PNG_SIGNATURE.length)]);
}

export function filesForm(files: Buffer[]): FormData {
  const form = new FormData();
  files.forEach((file, i) => {
    form.append('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), `photo-${i}.png`);
  });
  return form;
}
