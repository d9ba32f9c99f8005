/**
 * The sizes of an uploaded image (issue 21), one rule for the API that makes them and the screens
 * that ask for them, so a `srcset` never names a file the server will not make.
 *
 * An upload's original stays at `/api/v1/upload/files/{name}` (re-encoded without its metadata,
 * for zoom and the admin). Each derivative lives below it: `/api/v1/upload/files/{name}/{w}.{ext}`,
 * `w` one of IMAGE_WIDTHS, `ext` one of IMAGE_FORMATS. A derivative covers a w×w square (its
 * shorter side is w, never enlarged past the original), so a square card or gallery slot of CSS
 * width w/dpr is filled with `object-fit: cover` without upscaling. Derived files never change
 * under their name: cached for a year, and deleted with their upload.
 */

/** The widths the screens use: cards (≈180 CSS px on a phone) up to the Open Graph image. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** WebP for every current browser, JPEG for the rest (a `<picture>`'s fallback). */
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The Open Graph and Twitter card image (issue 21: an absolute URL of a 1200 px derivative). */
export const SHARE_IMAGE_WIDTH: ImageWidth = 1200;

/**
 * The `sizes` of the storefront's pictures, one value for the `<img>` and for the server's
 * `<link rel="preload">` of the page's largest picture: a preload with other sizes would fetch a
 * second file. Cards: two columns on a phone, three from 600 px, four from 900 px in a
 * container of at most 1200 px. The product page's main picture: the full width on a phone,
 * half the container beside the details from 900 px.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 280px, (min-width: 900px) 23vw, (min-width: 600px) 31vw, 46vw';
export const PRODUCT_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw';

const UPLOAD_PREFIX = '/api/v1/upload/files/';

/** Is this an upload of ours (one that has derivatives), not an outside address? */
export function hasDerivatives(url: string): boolean {
  if (!url.startsWith(UPLOAD_PREFIX)) return false;
  const name = url.slice(UPLOAD_PREFIX.length);
  return name !== '' && !name.includes('/');
}

/** '/api/v1/upload/files/a1.png' → '/api/v1/upload/files/a1.png/480.webp'. */
export function derivativeUrl(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${url}/${width}.${format}`;
}

/** `srcset` of every width in one format, for `sizes` to choose from. */
export function derivativeSrcSet(url: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((width) => `${derivativeUrl(url, width, format)} ${width}w`).join(', ');
}

/** The derivative path's last segment: '480.webp' → {width: 480, format: 'webp'}; else null. */
export function parseDerivative(
  segment: string,
): { width: ImageWidth; format: ImageFormat } | null {
  const match = /^(\d{2,4})\.([a-z]{3,4})$/.exec(segment);
  if (!match) return null;
  const width = Number(match[1]) as ImageWidth;
  const format = match[2] as ImageFormat;
  if (!IMAGE_WIDTHS.includes(width) || !IMAGE_FORMATS.includes(format)) return null;
  return { width, format };
}
