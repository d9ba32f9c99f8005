/** What the API asks its image process (./child.ts) and what it answers, one message each. */
import type { Derivative } from '../image-encoding.ts';
import type { ImageExtension } from '../image-types.ts';

export type ImageOperation =
  | { op: 'reencode'; bytes: Uint8Array; extension: ImageExtension }
  | { op: 'derivative'; source: Uint8Array; derivative: Derivative; maxPixels: number }
  /** Answers a handle to the reduced pixels, kept in the child until released. */
  | { op: 'reduce'; source: Uint8Array; largest: number; maxPixels: number }
  | { op: 'size-from-reduced'; handle: number; derivative: Derivative }
  | { op: 'release'; handle: number };

export interface ImageRequest {
  id: number;
  operation: ImageOperation;
}

export type ImageReply =
  | { id: number; ok: true; value: Uint8Array | number | null }
  | { id: number; ok: false; message: string };

/** IPC hands a Buffer over as a plain Uint8Array; sharp and the file store want a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
