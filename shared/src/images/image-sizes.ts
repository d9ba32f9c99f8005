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

/**
 * The widths the screens use: cards up to the Open Graph image. 400 is a phone's card: two
 * columns of 156–191 CSS px on 360–430 px screens, asked for at 2x (`densityCappedSizes`).
 */
export const IMAGE_WIDTHS = [160, 320, 400, 480, 640, 960, 1200] as const;
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
 * second file. Each rule names the largest width drawn at that breakpoint (CSS px), so the
 * browser never picks a size too small. The shell's page is MUI's `Container maxWidth="lg"`
 * (1200 px; 16 px side padding below 600 px, 24 px above).
 *
 * Cards (the catalogue's grid and the home page's): 2 columns on a phone, 3 from 600 px, 4 from
 * 900 px, 16 px gaps.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 276px, (min-width: 900px) calc(25vw - 24px), ' +
  '(min-width: 600px) calc(33.4vw - 27px), calc(50vw - 22px)';

/** The product page's main picture: the page's width on a phone, 5/12 of it from 900 px. */
export const PRODUCT_IMAGE_SIZES =
  '(min-width: 1200px) 467px, (min-width: 900px) calc(41.7vw - 33px), ' +
  '(min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * Past two device pixels per CSS pixel a picture looks no sharper on a phone, but a 3x screen
 * would fetch 2.25 times the bytes of 2x: a 390 px catalogue took 16 cards of 640 px (725 KB)
 * where 480 px look the same. `sizes` cannot name a density, so screens of 2.5 dppx and more are
 * told the slot is 2/3 as wide (3x then asks for 2x; 2.625x for 1.75x). Every `sizes` of a
 * picture goes through this: `<ResponsiveImage>` and the server's preload of the largest one.
 */
export function densityCappedSizes(sizes: string): string {
  const capped = splitTopLevel(sizes).map((entry) => {
    const { condition, length } = splitSizesEntry(entry);
    const scaled = `calc(${length} * 2 / 3)`;
    return condition ? `${HIGH_DENSITY} and ${condition} ${scaled}` : `${HIGH_DENSITY} ${scaled}`;
  });
  return [...capped, sizes].join(', ');
}

const HIGH_DENSITY = '(min-resolution: 2.5dppx)';

/** 'a, calc(b, c), d' → ['a', 'calc(b, c)', 'd']: commas outside parentheses. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** '(min-width: 900px) and (max-width: 1199px) 23vw' → its media condition and its length. */
function splitSizesEntry(entry: string): { condition: string; length: string } {
  let i = 0;
  let end = 0;
  // A condition is parenthesized groups joined by `and`/`or`; the length follows the last one.
  while (entry[i] === '(') {
    let depth = 0;
    do {
      if (entry[i] === '(') depth += 1;
      else if (entry[i] === ')') depth -= 1;
      i += 1;
    } while (depth > 0 && i < entry.length);
    end = i;
    const joiner = /^\s+(and|or)\s+/.exec(entry.slice(i));
    if (!joiner) break;
    i += joiner[0].length;
  }
  return { condition: entry.slice(0, end).trim(), length: entry.slice(end).trim() };
}

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
