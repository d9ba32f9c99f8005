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
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { trimmedText } from '../../../lib/trimmed-text.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { moderationPage, publishedPage, reviewById } from './reviews-repository.ts';

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
  const log = resourceLog(fastify);

  async function answer(tx: Db, id: number): Promise<Review> {
    const review = await reviewById(tx, id);
    if (!review) throw new Error(`review ${id} vanished after its write`);
    return review;
  }

  return {
    published: (productId: number | undefined, paging: Paging) =>
      publishedPage(db, productId, paging),

    moderation: (status: ReviewStatus | undefined, paging: Paging) =>
      moderationPage(db, status, paging),

    async create(viewer: UserRow, body: ReviewBody, ip: string): Promise<Review> {
      const text = trimmedText(
        body.text,
        'text',
        REVIEW_LIMITS.textMin,
        REVIEW_LIMITS.textMax,
        MESSAGES.reviewTextLength,
      );
      return db.transaction(async (tx) => {
        const [order] = await rowsOf<{
          id: number;
          number: number;
          user_id: number;
          status: string;
          product_id: number | null;
        }>(
          tx.execute(sql`SELECT id, number, user_id, status, product_id FROM orders
            WHERE id = ${body.order_id} FOR KEY SHARE`),
        );
        if (!order || order.user_id !== viewer.id) throw notFound(MESSAGES.orderNotFound);
        if (order.status !== 'completed') throw badRequest(MESSAGES.reviewOrderNotCompleted);
        if (order.product_id === null) throw badRequest(MESSAGES.reviewProductGone);
        const [row] = await rowsOf<{ id: number }>(
          tx.execute(sql`INSERT INTO reviews (user_id, product_id, order_id, rating, text)
            VALUES (${viewer.id}, ${order.product_id}, ${order.id}, ${body.rating}, ${text})
            ON CONFLICT (order_id) DO NOTHING RETURNING id`),
        );
        if (!row) throw conflict(MESSAGES.reviewTwice);
        const resource = { type: 'review' as const, id: row.id, name: `№ ${order.number}` };
        const metadata = { order_id: order.id, product_id: order.product_id, rating: body.rating };
        await log(tx, { userId: viewer.id, ip, action: 'review_create', resource, metadata });
        return answer(tx, row.id);
      });
    },

    async moderate(viewer: UserRow, id: number, move: Moderation, ip: string): Promise<Review> {
      const review = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ status: ReviewStatus; order_number: number }>(
          tx.execute(sql`SELECT r.status, o.number AS order_number
            FROM reviews r JOIN orders o ON o.id = r.order_id
            WHERE r.id = ${id} FOR UPDATE OF r`),
        );
        if (!row) throw notFound(MESSAGES.reviewNotFound);
        const status = OUTCOME[move];
        await tx.execute(sql`UPDATE reviews SET status = ${status}, moderated_at = now(),
          moderated_by = ${viewer.id} WHERE id = ${id}`);
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

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('reviews', createReviews(fastify));
  },
  { name: 'reviews', dependencies: ['activities-repository', 'shop-catalogue'] },
);
