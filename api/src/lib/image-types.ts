/**
 * What an uploaded file really is, decided by its first bytes only: the browser's content type
 * and the file's extension are the sender's claims, and a claim is how HTML or SVG with script
 * ends up served from our origin. No SVG: it is a document, not a picture.
 */
export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;

/** Server-chosen names: 32 hex digits (16 random bytes) and the detected type's extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** Bytes needed to tell the types apart (WebP: 'RIFF', size, 'WEBP'). */
export const SIGNATURE_BYTES = 12;

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImage(head: Buffer): ImageExtension | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The content type a stored name is served with, or null for a name we never produce. */
export function contentTypeOf(name: string): string | null {
  if (!STORED_NAME.test(name)) return null;
  return IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageExtension];
}

/**
 * Sizes of a stored file (issue 21, `@storefront/shared/images`): '<width>.<webp|jpg>'. The
 * routes accept only the listed widths; a store refuses anything not of this form.
 */
export const DERIVED_NAME = /^\d{2,4}\.(webp|jpg)$/;

/** The content type a size is served with, or null for a name we never produce. */
export function derivedContentTypeOf(derived: string): string | null {
  if (!DERIVED_NAME.test(derived)) return null;
  return derived.endsWith('.webp') ? IMAGE_TYPES.webp : IMAGE_TYPES.jpg;
}
