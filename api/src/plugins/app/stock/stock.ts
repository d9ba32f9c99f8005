/**
 * Stock per district (shop-spec 1.1), admins only. A PUT locks the product (against a delete),
 * then each named district's stock row in district order, writes the new quantities and
 * records each difference as a stock load, in one transaction: so stock now + units in live
 * orders = the sum of the loads, whatever purchases run meanwhile.
 */

import type { ProductStock, StockUpdateBody } from '@storefront/shared/contract/stock';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { invalidField, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import type { StockChange } from './stock-change.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: Stock;
  }
}

export function createStock(fastify: FastifyInstance) {
  const db = fastify.db;
  const repo = fastify.stockRepository;
  const log = resourceLog(fastify);

  async function product(id: number, tx: Db, lock: boolean) {
    const row = await repo.product(id, lock, tx);
    if (!row) throw notFound(MESSAGES.productNotFound);
    return row;
  }

  return {
    /** What a city's districts hold (GET /cities/{id}/stock). */
    async ofCity(cityId: number, search: string | undefined, paging: Paging) {
      const stock = await repo.ofCity(cityId, search, paging);
      if (!stock) throw notFound(MESSAGES.cityNotFound);
      return stock;
    },

    async get(productId: number): Promise<ProductStock> {
      await product(productId, db, false);
      return { product_id: productId, rows: await repo.rows(productId) };
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
        // Key-share locked before any stock row, by id, as a purchase does: a district deleted
        // meanwhile is waited for and then missing (404), never a deadlock.
        const known = await repo.lockDistricts(
          wanted.map((item) => item.district_id),
          tx,
        );
        if (known.length !== wanted.length) throw notFound(MESSAGES.districtNotFound);
        const changes: { district_id: number; before: number; after: number }[] = [];
        for (const item of wanted) {
          // A district that never held the product and gets 0 stays without a row: the public
          // catalogue shows a product "stocked there once" as out of stock, not a never-stocked one.
          const create = item.quantity > 0;
          const before = await repo.lock(productId, item.district_id, create, tx);
          const delta = item.quantity - before;
          if (delta === 0) continue;
          const districtId = item.district_id;
          const load = {
            productId,
            districtId,
            quantity: item.quantity,
            delta,
            createdBy: viewer.id,
          };
          await repo.set(load, tx);
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

export default domainPlugin('stock', createStock, ['stock-repository', 'activities-repository']);
