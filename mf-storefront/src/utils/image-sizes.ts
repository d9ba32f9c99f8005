/**
 * How wide each picture is drawn (CSS px), for `sizes` (issue 21): the shell's page is MUI's
 * `Container maxWidth="lg"` (1200 px; 16 px side padding below 600 px, 24 px above). Each rule
 * names the largest width at that breakpoint, so the browser never picks a size too small.
 */

/** The catalogue's grid (and the home page's): 2 columns on a phone, 3 from 600 px, 4 from 900. */
export const CARD_SIZES =
  '(min-width: 1200px) 276px, (min-width: 900px) calc(25vw - 24px), ' +
  '(min-width: 600px) calc(33.4vw - 27px), calc(50vw - 22px)';

/** The product page's main image: the page's width on a phone, 5/12 of it from 900 px. */
export const GALLERY_SIZES =
  '(min-width: 1200px) 467px, (min-width: 900px) calc(41.7vw - 33px), ' +
  '(min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/** A gallery thumbnail button. */
export const THUMBNAIL_SIZE = 56;
export const THUMBNAIL_SIZES = `${THUMBNAIL_SIZE}px`;

/**
 * Cards of the first row on a 390 px phone (2 columns): above the fold, so fetched first. The
 * rest are lazy.
 */
export const PRIORITY_CARDS = 2;
