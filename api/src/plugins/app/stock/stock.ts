/**
 * Stock per district (shop-spec 1.1), admins only. A PUT locks the product (against a delete),
 * then each named district's stock row in district order, writes the new quantities and
 * records each difference as a stock load, in one transaction: so stock now + units in live
 * orders = the sum of the loads, whatever purchases run meanwhile.
 */

import type { ProductStock, StockUpdateBody } from '@storefront/shared/contract/stock';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { invalidField, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { cityStock } from './city-stock.ts';
import type { StockChange } from './stock-change.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: Stock;
  }
}

type StockRow = ProductStock['rows'][number];

/** Every district of every city, with this product's quantity (0 where none is held). */
async function stockRows(db: Db, productId: number): Promise<StockRow[]> {
  return rowsOf<StockRow>(
    db.execute(sql`SELECT c.id AS city_id, c.name AS city_name, d.id AS district_id,
        d.name AS district_name, coalesce(s.quantity, 0) AS quantity
      FROM districts d JOIN cities c ON c.id = d.city_id
      LEFT JOIN product_stock s ON s.district_id = d.id AND s.product_id = ${productId}
      ORDER BY c.name COLLATE "ru", c.id, d.name COLLATE "ru", d.id`),
  );
}

/** The stock row's quantity under a row lock (with `create`, made at 0 if there was none). */
export async function lockStock(
  tx: Db,
  productId: number,
  districtId: number,
  create = true,
): Promise<number> {
  if (create) {
    await tx.execute(sql`INSERT INTO product_stock (product_id, district_id)
      VALUES (${productId}, ${districtId}) ON CONFLICT DO NOTHING`);
  }
  const [row] = await rowsOf<{ quantity: number }>(
    tx.execute(sql`SELECT quantity FROM product_stock
      WHERE product_id = ${productId} AND district_id = ${districtId} FOR UPDATE`),
  );
  return row?.quantity ?? 0;
}

export function createStock(fastify: FastifyInstance) {
  const db = fastify.db;
  const log = resourceLog(fastify);

  /**
   * With `lock`: NO KEY UPDATE, which a purchase's FOR KEY SHARE (its order's foreign key) does
   * not wait for: a purchase holding a stock row this PUT waits for must not wait for us.
   */
  async function product(id: number, tx: Db, lock: boolean) {
    const [row] = await rowsOf<{ id: number; name: string }>(
      tx.execute(sql`SELECT id, name FROM products WHERE id = ${id} AND archived_at IS NULL
        ${lock ? sql`FOR NO KEY UPDATE` : sql``}`),
    );
    if (!row) throw notFound(MESSAGES.productNotFound);
    return row;
  }

  return {
    /** What a city's districts hold (GET /cities/{id}/stock). */
    ofCity: (cityId: number, search: string | undefined, paging: Paging) =>
      cityStock(db, cityId, search, paging),

    async get(productId: number): Promise<ProductStock> {
      await product(productId, db, false);
      return { product_id: productId, rows: await stockRows(db, productId) };
    },

    async update(viewer: UserRow, productId: number, body: StockUpdateBody, ip: string) {
      const wanted = [...body.stock].sort((a, b) => a.district_id - b.district_id);
      wanted.forEach((item, i) => {
        if (i > 0 && wanted[i - 1]?.district_id === item.district_id) {
          throw invalidField(['body', 'stock'], MESSAGES.stockDistrictTwice);
        }
      });
      const touched: StockChange[] = [];
      await db.transaction(async (tx) => {
        const { name } = await product(productId, tx, true);
        const ids = wanted.map((item) => item.district_id);
        const known = await rowsOf<{ id: number; city_id: number }>(
          // Key-share locked before any stock row, by id, as a purchase does (catalog-locks.ts):
          // a district deleted meanwhile is waited for and then missing (404), never a deadlock.
          tx.execute(sql`SELECT id, city_id FROM districts
            WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id FOR KEY SHARE`),
        );
        if (known.length !== ids.length) throw notFound(MESSAGES.districtNotFound);
        const changes: { district_id: number; before: number; after: number }[] = [];
        for (const item of wanted) {
          // A district that never held the product and gets 0 stays without a row: the public
          // catalogue shows a product "stocked there once" as out of stock, not a never-stocked one.
          const create = item.quantity > 0;
          const before = await lockStock(tx, productId, item.district_id, create);
          const delta = item.quantity - before;
          if (delta === 0) continue;
          await tx.execute(sql`UPDATE product_stock SET quantity = ${item.quantity}
            WHERE product_id = ${productId} AND district_id = ${item.district_id}`);
          await tx.execute(sql`INSERT INTO stock_loads (product_id, district_id, delta, created_by)
            VALUES (${productId}, ${item.district_id}, ${delta}, ${viewer.id})`);
          changes.push({ district_id: item.district_id, before, after: item.quantity });
          touched.push({
            productId,
            cityId: known.find((d) => d.id === item.district_id)?.city_id ?? null,
            flip: (before === 0) !== (item.quantity === 0),
          });
        }
        if (changes.length === 0) return;
        const resource = { type: 'product' as const, id: productId, name };
        await log(tx, {
          userId: viewer.id,
          ip,
          action: 'stock_update',
          resource,
          metadata: { changes },
        });
      });
      // Committed: this process's next read is fresh before the notification arrives.
      for (const change of touched) fastify.shopCache.stockChanged(change);
      return this.get(productId);
    },
  };
}

export type Stock = ReturnType<typeof createStock>;

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('stock', createStock(fastify));
  },
  { name: 'stock', dependencies: ['activities-repository'] },
);
