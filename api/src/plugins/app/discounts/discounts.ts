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
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { writtenRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { type CheckedDiscount, checkDiscount, draftOf } from './discount-rules.ts';
import { checkTargets } from './discount-targets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    discounts: Discounts;
  }
}

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
  const repo = fastify.discountsRepository;
  const log = resourceTypeLog(fastify, 'discount');

  const answer = async (tx: Db, id: number): Promise<Discount> =>
    writtenRow(await repo.findById(id, tx), `discount ${id}`);

  return {
    page: (query: DiscountsQuery, paging: Paging) => repo.page(query, paging),

    async create(viewer: UserRow, body: DiscountBody, ip: string): Promise<Discount> {
      const draft = checkDiscount(draftOf(body));
      return db.transaction(async (tx) => {
        await checkTargets(repo, draft, tx);
        const id = await repo.insert(draft, tx);
        await repo.writeProducts(id, draft.product_ids, tx);
        const discount = await answer(tx, id);
        await log.created(tx, viewer, ip, 'discount_create', discount);
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
        await repo.lockForUpdate(id, tx);
        const before = await repo.findById(id, tx);
        if (!before) throw notFound(MESSAGES.discountNotFound);
        const draft = checkDiscount({ ...payloadOf(before), ...body });
        await checkTargets(repo, draft, tx);
        await repo.update(id, draft, tx);
        if (body.product_ids !== undefined) await repo.writeProducts(id, draft.product_ids, tx);
        const after = await answer(tx, id);
        await log.updated(tx, viewer, ip, 'discount_update', before, after);
        return after;
      });
    },

    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockForUpdate(id, tx);
        const before = await repo.findById(id, tx);
        if (!before) throw notFound(MESSAGES.discountNotFound);
        await repo.remove(id, tx);
        await log.deleted(tx, viewer, ip, 'discount_delete', before);
      });
    },
  };
}

export type Discounts = ReturnType<typeof createDiscounts>;

export default domainPlugin('discounts', createDiscounts, [
  'discounts-repository',
  'activities-repository',
]);
