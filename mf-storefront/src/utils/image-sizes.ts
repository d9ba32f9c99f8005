// The cards' and the product picture's `sizes` are shared with the API's preload:
// CARD_IMAGE_SIZES and PRODUCT_IMAGE_SIZES in @storefront/shared/images.

/** A gallery thumbnail button. */
export const THUMBNAIL_SIZE = 56;
export const THUMBNAIL_SIZES = `${THUMBNAIL_SIZE}px`;

/**
 * Cards of the first row on a 390 px phone (2 columns): above the fold, so fetched first. The
 * rest are lazy.
 */
export const PRIORITY_CARDS = 2;
