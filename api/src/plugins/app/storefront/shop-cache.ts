/**
 * The public catalogue's answers, kept per process (ARCHITECTURE 4: cheap anonymous reads).
 * Correct only while it hears of every change: the `shop_catalog_changed` notification
 * (migrations 0009 and 0010) reaches every replica at commit. A stock row's change names its
 * product and city (`stock:<product>:<city>:<flip>`, see `stockChanged`); anything else
 * (products, prices, cities, districts, coupons) clears the whole cache. A write answered by
 * this process drops what it touched before its answer leaves, so the writer's next read is
 * fresh even before the notification arrives. While the feed is down nothing is kept.
 *
 * Keys: `product:<id>:<city>` (a product page), `products:<city>:...` (a catalogue page; an
 * empty city is all cities), `reviews:<product>:...` (a page of published reviews, issue 15; an
 * empty product is /reviews, everyone's), `cities` (with their on_sale counts) and `sitemap...`
 * (issue 21; both also dropped by a stock row crossing zero), anything else is dropped only by
 * a whole clear. Catalogue pages also expire at the next start or end of a discount for their
 * city (the cards' prices), as product pages do at their own discounts'.
 *
 * One load per key at a time: concurrent misses of a key share the first one's load. A load
 * whose key is dropped while it runs never stores what it read, and later misses start afresh.
 * Entries also expire after `ttlMs` (coupons become valid or expire with time alone), or
 * earlier when the load says so (`expiring`: a product page holds until the next start or end
 * of a discount that concerns it, so a discount shows and goes at its boundary, not up to
 * `ttlMs` later). A `product:<id>` payload (a review published or withdrawn, migration 0012)
 * drops that product's pages and review pages, and the pages of /reviews (everyone's, newest
 * first, shift by one).
 */
import { createHash } from 'node:crypto';
import { parseStockChange, type StockChange } from '../stock/stock-change.ts';

export interface CachedAnswer {
  value: unknown;
  /** Weak: the same JSON, however it is compressed. */
  etag: string;
  /** When this content was read, to the second (HTTP dates have no finer grain). */
  lastModified: Date;
}

export interface ShopCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/** A loaded value that must not be kept past `until` (epoch ms). */
export class Expiring<T> {
  constructor(
    readonly value: T,
    readonly until: number | null,
  ) {}
}

/** `value`, kept at most until `until` (null: the usual ttl). */
export const expiring = <T>(value: T, until: number | null) => new Expiring(value, until);

interface Flight {
  promise: Promise<CachedAnswer>;
  /** Set when the key is dropped while the load runs: its answer is served, never stored. */
  stale: boolean;
}

export function createShopCache({
  // Product pages, catalogue pages and review pages of a busy shop; ~10 KB at most each.
  maxEntries = 5_000,
  ttlMs = 30_000,
  now = Date.now,
}: ShopCacheOptions = {}) {
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  const flights = new Map<string, Flight>();
  let online = false;

  const toAnswer = (value: unknown): CachedAnswer => ({
    value,
    etag: `W/"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`,
    lastModified: new Date(Math.floor(now() / 1000) * 1000),
  });

  /** Drops the entries and in-flight loads whose key `matches`. */
  const drop = (matches: (key: string) => boolean) => {
    for (const key of entries.keys()) if (matches(key)) entries.delete(key);
    for (const [key, flight] of flights) {
      if (matches(key)) {
        flight.stale = true;
        flights.delete(key);
      }
    }
  };

  return {
    read(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.answer);
      const running = flights.get(key);
      if (running) return running.promise;
      const flight: Flight = { promise: Promise.resolve() as never, stale: false };
      flight.promise = (async () => {
        try {
          const loaded = await load();
          const limited = loaded instanceof Expiring;
          const answer = toAnswer(limited ? loaded.value : loaded);
          const until = limited && loaded.until !== null ? loaded.until : Number.POSITIVE_INFINITY;
          if (online && !flight.stale && until > now()) {
            entries.delete(key);
            entries.set(key, { answer, expires: Math.min(now() + ttlMs, until) });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          }
          return answer;
        } finally {
          if (flights.get(key) === flight) flights.delete(key);
        }
      })();
      flights.set(key, flight);
      return flight.promise;
    },

    /** Something the catalogue shows changed (here or on another replica): drop everything. */
    changed(): void {
      drop(() => true);
    },

    /**
     * A stock row of `productId` in a district of `cityId` changed: the product's pages show its
     * district quantities; the catalogue pages of the city (and of all cities) only when the row
     * crossed between 0 and more (`flip`: a card's in_stock may change, or the product appeared
     * in or left the city's list). A purchase leaving stock above 0 changes no catalogue card.
     * An unknown city (null) drops every catalogue page on a flip.
     */
    stockChanged({ productId, cityId, flip }: StockChange): void {
      const product = `product:${productId}:`;
      const city = cityId === null ? 'products:' : `products:${cityId}:`;
      // On a flip also the cities' on_sale counts and the sitemap (issue 21): both count what
      // is in stock somewhere.
      drop(
        (key) =>
          key.startsWith(product) ||
          (flip &&
            (key.startsWith(city) ||
              key.startsWith('products::') ||
              key === 'cities' ||
              key.startsWith('sitemap'))),
      );
    },

    /**
     * A product's published reviews changed: drop its pages (rating, reviews_count), its review
     * pages, every page of /reviews, and the catalogue pages (issue 21: the cards show the
     * rating and sort by it; which cities list the product is not known here); nothing else.
     */
    productChanged(productId: number): void {
      const product = `product:${productId}:`;
      const reviews = `reviews:${productId}:`;
      drop(
        (key) =>
          key.startsWith(product) ||
          key.startsWith(reviews) ||
          key.startsWith('reviews::') ||
          key.startsWith('products:'),
      );
    },

    /** A `shop_catalog_changed` payload: a stock row's or a product's change drops what it touched. */
    notified(payload: string): void {
      const stock = parseStockChange(payload);
      const product = /^product:(\d+)$/.exec(payload);
      if (stock) this.stockChanged(stock);
      else if (product) this.productChanged(Number(product[1]));
      else this.changed();
    },

    setOnline(value: boolean): void {
      online = value;
      this.changed();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ShopCache = ReturnType<typeof createShopCache>;
