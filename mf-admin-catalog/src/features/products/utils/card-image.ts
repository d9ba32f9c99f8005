/**
 * How wide a card's logo is drawn (CSS px), for `sizes` (issue 21), so a phone fetches a small
 * derivative rather than the original. The grid is 2 / 3 / 4 columns (xs / md / lg) with 16 px
 * gaps, inside the shell's admin layout: `Container maxWidth="lg"` (at most 1200 px, padding
 * 16 px below 600 px and 24 px above) beside the 220 px side list from 900 px. Each rule is the
 * card's width at that viewport width, e.g. at 390 px: (390 − 32 − 16) / 2 = 171 px.
 */
export const CARD_IMAGE_SIZES = [
  // The container is full (1200 − 48 = 1152 px of content) from 220 + 1200 = 1420 px.
  '(min-width: 1420px) 276px',
  // 4 columns of (100vw − 220 − 48 − 3 × 16) / 4.
  '(min-width: 1200px) calc(25vw - 79px)',
  // 3 columns of (100vw − 220 − 48 − 2 × 16) / 3.
  '(min-width: 900px) calc(33.33vw - 100px)',
  // 2 columns of (100vw − 48 − 16) / 2, no side list yet.
  '(min-width: 600px) calc(50vw - 32px)',
  // 2 columns of (100vw − 32 − 16) / 2.
  'calc(50vw - 24px)',
].join(', ');

/** The widest a card's square logo is drawn: its width and height attributes (no layout shift). */
export const CARD_IMAGE_SIDE = 276;
