/** Shop-spec 1.1: a price is over 0 and at most 10 000 000 ₽ (here in kopecks). */
export const PRICE_MAX_KOPECKS = 10_000_000 * 100;

/** Shop-spec 1.1: a district holds 0 to 1 000 000 units of a product. */
export { STOCK_MAX as QUANTITY_MAX } from '@storefront/shared/limits';
