/**
 * Creating, changing and deleting automatic discounts (admins only; the routes guard that). The
 * merged discount is checked as a whole (discount-rules.ts); the products and the city it names
 * are key-share locked while it is written, so none can be deleted under it; the write and its
 * activity row are one transaction. The table's triggers (migration 0012) tell every replica to
 * drop its catalogue cache; this one drops its own before answering (shop-catalogue.ts).
 */

import type {
  Discount,
  DiscountBody,
  DiscountsQuery,
  DiscountUpdateBody,
} from '@storefront/shared/contract/discounts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { type CheckedDiscount, checkDiscount, draftOf } from './discount-rules.ts';
import { checkTargets, writeProducts } from './discount-targets.ts';
import { discountById, discountsPage } from './discounts-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    discounts: Discounts;
  }
}

const columns = (d: CheckedDiscount) => sql`name = ${d.name}, discount_type = ${d.discount_type},
  value = ${d.value}, all_products = ${d.product_ids === null}, city_id = ${d.city_id},
  valid_from = ${d.valid_from}, valid_until = ${d.valid_until}, is_active = ${d.is_active}`;

const payloadOf = (d: Discount): CheckedDiscount => ({
  name: d.name,
  discount_type: d.discount_type,
  value: d.value,
  product_ids: d.products?.map((p) => p.id) ?? null,
  city_id: d.city?.id ?? null,
  valid_from: d.valid_from,
  valid_until: d.valid_until,
  is_active: d.is_active,
});

export function createDiscounts(fastify: FastifyInstance) {
  const db = fastify.db;
  const log = resourceLog(fastify);

  async function answer(tx: Db, id: number): Promise<Discount> {
    const discount = await discountById(tx, id);
    if (!discount) throw new Error(`discount ${id} vanished after its write`);
    return discount;
  }

  return {
    page: (query: DiscountsQuery, paging: Paging) => discountsPage(db, query, paging),

    async create(viewer: UserRow, body: DiscountBody, ip: string): Promise<Discount> {
      const draft = checkDiscount(draftOf(body));
      return db.transaction(async (tx) => {
        await checkTargets(tx, draft);
        const [row] = await rowsOf<{ id: number }>(
          tx.execute(sql`INSERT INTO discounts (name, discount_type, value, all_products, city_id,
              valid_from, valid_until, is_active)
            VALUES (${draft.name}, ${draft.discount_type}, ${draft.value},
              ${draft.product_ids === null}, ${draft.city_id}, ${draft.valid_from},
              ${draft.valid_until}, ${draft.is_active})
            RETURNING id`),
        );
        if (!row) throw new Error('INSERT ... RETURNING gave no row');
        await writeProducts(tx, row.id, draft.product_ids);
        const discount = await answer(tx, row.id);
        const resource = { type: 'discount' as const, id: row.id, name: discount.name };
        const metadata = { after: discount };
        await log(tx, { userId: viewer.id, ip, action: 'discount_create', resource, metadata });
        return discount;
      });
    },

    async update(
      viewer: UserRow,
      id: number,
      body: DiscountUpdateBody,
      ip: string,
    ): Promise<Discount> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM discounts WHERE id = ${id} FOR UPDATE`);
        const before = await discountById(tx, id);
        if (!before) throw notFound(MESSAGES.discountNotFound);
        const draft = checkDiscount({ ...payloadOf(before), ...body });
        await checkTargets(tx, draft);
        await tx.execute(sql`UPDATE discounts SET ${columns(draft)} WHERE id = ${id}`);
        if (body.product_ids !== undefined) await writeProducts(tx, id, draft.product_ids);
        const after = await answer(tx, id);
        const resource = { type: 'discount' as const, id, name: after.name };
        const metadata = { before, after };
        await log(tx, { userId: viewer.id, ip, action: 'discount_update', resource, metadata });
        return after;
      });
    },

    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM discounts WHERE id = ${id} FOR UPDATE`);
        const before = await discountById(tx, id);
        if (!before) throw notFound(MESSAGES.discountNotFound);
        await tx.execute(sql`DELETE FROM discounts WHERE id = ${id}`);
        const resource = { type: 'discount' as const, id, name: before.name };
        const metadata = { before };
        await log(tx, { userId: viewer.id, ip, action: 'discount_delete', resource, metadata });
      });
    },
  };
}

export type Discounts = ReturnType<typeof createDiscounts>;

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('discounts', createDiscounts(fastify));
  },
  { name: 'discounts', dependencies: ['activities-repository'] },
);
