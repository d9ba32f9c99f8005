/**
 * Stock per district: the rows a product holds, their locks and writes, and the stock loads
 * that record every change (stock.ts, and a purchase and a cancel in orders/).
 */
import type { ProductStock } from '@storefront/shared/contract/stock';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { cityStock } from './city-stock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stockRepository: StockRepository;
  }
}

type StockRow = ProductStock['rows'][number];

/** A stock edit of one district: the new quantity and the difference it records, by whom. */
export interface StockLoad {
  productId: number;
  districtId: number;
  quantity: number;
  delta: number;
  createdBy: number;
}

export function createStockRepository(db: Db) {
  return {
    /** What a city's districts hold (city-stock.ts); null: no such city. */
    ofCity: (cityId: number, search: string | undefined, paging: Paging) =>
      cityStock(db, cityId, search, paging),

    /** Every district of every city, with this product's quantity (0 where none is held). */
    rows(productId: number): Promise<StockRow[]> {
      return rowsOf<StockRow>(
        db.execute(sql`SELECT c.id AS city_id, c.name AS city_name, d.id AS district_id,
            d.name AS district_name, coalesce(s.quantity, 0) AS quantity
          FROM districts d JOIN cities c ON c.id = d.city_id
          LEFT JOIN product_stock s ON s.district_id = d.id AND s.product_id = ${productId}
          ORDER BY c.name COLLATE "ru", c.id, d.name COLLATE "ru", d.id`),
      );
    },

    /**
     * The product a stock edit names (not archived). With `lock`: NO KEY UPDATE, which a
     * purchase's FOR KEY SHARE (its order's foreign key) does not wait for: a purchase holding
     * a stock row the edit waits for must not wait for the edit.
     */
    async product(id: number, lock: boolean, tx: Db = db) {
      const [row] = await rowsOf<{ id: number; name: string }>(
        tx.execute(sql`SELECT id, name FROM products WHERE id = ${id} AND archived_at IS NULL
          ${lock ? sql`FOR NO KEY UPDATE` : sql``}`),
      );
      return row ?? null;
    },

    /**
     * The districts among `ids` with their cities, key-share locked by id before any stock row,
     * as a purchase locks them: a district deleted meanwhile is waited for and then missing.
     */
    lockDistricts(ids: number[], tx: Db) {
      return rowsOf<{ id: number; city_id: number }>(
        tx.execute(sql`SELECT id, city_id FROM districts
          WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id FOR KEY SHARE`),
      );
    },

    /** The stock row's quantity under a row lock (with `create`, made at 0 if there was none). */
    async lock(productId: number, districtId: number, create: boolean, tx: Db): Promise<number> {
      if (create) {
        await tx.execute(sql`INSERT INTO product_stock (product_id, district_id)
          VALUES (${productId}, ${districtId}) ON CONFLICT DO NOTHING`);
      }
      const [row] = await rowsOf<{ quantity: number }>(
        tx.execute(sql`SELECT quantity FROM product_stock
          WHERE product_id = ${productId} AND district_id = ${districtId} FOR UPDATE`),
      );
      return row?.quantity ?? 0;
    },

    /** A stock edit's new quantity and its load, on the locked row. */
    async set(load: StockLoad, tx: Db): Promise<void> {
      const { productId, districtId } = load;
      await tx.execute(sql`UPDATE product_stock SET quantity = ${load.quantity}
        WHERE product_id = ${productId} AND district_id = ${districtId}`);
      await tx.execute(sql`INSERT INTO stock_loads (product_id, district_id, delta, created_by)
        VALUES (${productId}, ${districtId}, ${load.delta}, ${load.createdBy})`);
    },

    /** A purchase's units leave the locked row. */
    async take(productId: number, districtId: number, quantity: number, tx: Db): Promise<void> {
      await tx.execute(sql`UPDATE product_stock SET quantity = quantity - ${quantity}
        WHERE product_id = ${productId} AND district_id = ${districtId}`);
    },

    /** A cancel's units come back to the locked row; answers the district's city. */
    async putBack(productId: number, districtId: number, quantity: number, tx: Db) {
      const [row] = await rowsOf<{ city_id: number | null }>(
        tx.execute(sql`UPDATE product_stock SET quantity = quantity + ${quantity}
          WHERE product_id = ${productId} AND district_id = ${districtId}
          RETURNING (SELECT city_id FROM districts d WHERE d.id = product_stock.district_id) AS city_id`),
      );
      return row?.city_id ?? null;
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

export default repositoryPlugin('stockRepository', createStockRepository);
