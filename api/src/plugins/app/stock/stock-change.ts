/**
 * What a stock change tells the public catalogue's cache (storefront/shop-cache.ts): the
 * `shop_catalog_changed` notification's `stock:<product>:<city>:<flip>` payload (migrations 0009
 * and 0010), and the same change as a write hands it over within the process.
 */
/** A stock row of a product changed in a district of a city (null: not known). */
export interface StockChange {
  productId: number;
  cityId: number | null;
  /** The row crossed between 0 and more, or was inserted or deleted. */
  flip: boolean;
}

/** A stock row's change as the database announces it; null for any other payload. */
export function parseStockChange(payload: string): StockChange | null {
  const match = /^stock:(\d+):(\d*):([01])$/.exec(payload);
  if (!match) return null;
  return {
    productId: Number(match[1]),
    cityId: match[2] ? Number(match[2]) : null,
    flip: match[3] === '1',
  };
}
