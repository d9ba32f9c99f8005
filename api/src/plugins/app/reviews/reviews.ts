/**
 * Reviews (shop-spec 2.3): a customer reviews their own completed order once (someone else's
 * or an unknown order: 404; not completed: 400; a second review: 409, decided by the unique
 * index with ON CONFLICT, so concurrent sends leave exactly one). An admin publishes or rejects
 * any review in any state. The product's rating aggregate and the counters follow in the same
 * transaction (migration 0012's trigger), which also tells every replica to drop the product's
 * cached pages; this process drops its own right after the commit.
 */

import type { Review, ReviewBody } from '@storefront/shared/contract/reviews';
import type { ReviewStatus } from '@storefront/shared/contract/values';
import { REVIEW_LIMITS } from '@storefront/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { writtenRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { trimmedText } from '../../../lib/trimmed-text.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: Reviews;
  }
}

export type Moderation = 'publish' | 'reject';
const OUTCOME = { publish: 'published', reject: 'rejected' } as const;
const ACTION = { publish: 'review_publish', reject: 'review_reject' } as const;

export function createReviews(fastify: FastifyInstance) {
  const db = fastify.db;
  const repo = fastify.reviewsRepository;
  const log = resourceLog(fastify);

  const answer = async (tx: Db, id: number): Promise<Review> =>
    writtenRow(await repo.findById(id, tx), `review ${id}`);

  return {
    published: (productId: number | undefined, paging: Paging) => repo.published(productId, paging),

    moderation: (status: ReviewStatus | undefined, paging: Paging) =>
      repo.moderation(status, paging),

    async create(viewer: UserRow, body: ReviewBody, ip: string): Promise<Review> {
      const text = trimmedText(
        body.text,
        'text',
        REVIEW_LIMITS.textMin,
        REVIEW_LIMITS.textMax,
        MESSAGES.reviewTextLength,
      );
      return db.transaction(async (tx) => {
        const order = await repo.order(body.order_id, tx);
        if (!order || order.user_id !== viewer.id) throw notFound(MESSAGES.orderNotFound);
        if (order.status !== 'completed') throw badRequest(MESSAGES.reviewOrderNotCompleted);
        if (order.product_id === null) throw badRequest(MESSAGES.reviewProductGone);
        const review = { userId: viewer.id, order, rating: body.rating, text };
        const id = await repo.insert(review, tx);
        if (id === null) throw conflict(MESSAGES.reviewTwice);
        const resource = { type: 'review' as const, id, name: `№ ${order.number}` };
        const metadata = { order_id: order.id, product_id: order.product_id, rating: body.rating };
        await log(tx, { userId: viewer.id, ip, action: 'review_create', resource, metadata });
        return answer(tx, id);
      });
    },

    async moderate(viewer: UserRow, id: number, move: Moderation, ip: string): Promise<Review> {
      const review = await db.transaction(async (tx) => {
        const row = await repo.lockForModeration(id, tx);
        if (!row) throw notFound(MESSAGES.reviewNotFound);
        const status = OUTCOME[move];
        await repo.moderate(id, status, viewer.id, tx);
        const resource = { type: 'review' as const, id, name: `№ ${row.order_number}` };
        const metadata = { before: row.status, after: status };
        await log(tx, { userId: viewer.id, ip, action: ACTION[move], resource, metadata });
        return answer(tx, id);
      });
      // Committed: this process's next product page is fresh before the notification arrives.
      fastify.shopCache.productChanged(review.product_id);
      return review;
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;

export default domainPlugin('reviews', createReviews, [
  'reviews-repository',
  'activities-repository',
  'shop-catalogue',
]);
