/**
 * Reading reviews (shop-spec 2.3). Totals and the product's rating come from the kept counters
 * (`review_counts`, `product_ratings`, migration 0012's trigger), so no list counts or averages
 * the reviews. Each page is a range of one partial index: published newest first (all, or one
 * product's), the pending queue oldest first, the moderated ones most recently moderated first.
 * The read functions take the database first: bench/ runs them on a fake one to see their SQL.
 */

import type { PublicReview, Review } from '@storefront/shared/contract/reviews';
import type { ReviewStatus } from '@storefront/shared/contract/values';
import { type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { averageRating } from '../storefront/catalogue-queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviewsRepository: ReviewsRepository;
  }
}

const REVIEW_COLUMNS = sql.join(
  [
    sql.raw('r.id, r.user_id, u.username, r.product_id, p.name AS product_name, r.order_id'),
    sql.raw('o.number AS order_number, r.rating, r.text, r.status'),
    sql`${iso('r.created_at')} AS created_at, ${iso('r.moderated_at')} AS moderated_at`,
    sql.raw('mu.username AS moderated_by'),
  ],
  sql.raw(', '),
);
const REVIEW_JOINS = sql.raw(`JOIN users u ON u.id = r.user_id
  JOIN products p ON p.id = r.product_id JOIN orders o ON o.id = r.order_id
  LEFT JOIN users mu ON mu.id = r.moderated_by`);

export async function reviewById(db: Db, id: number): Promise<Review | null> {
  const [row] = await rowsOf<Review>(
    db.execute(sql`SELECT ${REVIEW_COLUMNS} FROM reviews r ${REVIEW_JOINS} WHERE r.id = ${id}`),
  );
  return row ?? null;
}

const limit = (size: number, offset: number) => sql`LIMIT ${size} OFFSET ${offset}`;

export async function publishedPage(db: Db, productId: number | undefined, paging: Paging) {
  const product = productId === undefined ? sql`` : sql`AND product_id = ${productId}`;
  const reviews = await rowsOf<PublicReview>(
    db.execute(sql`SELECT r.id, r.product_id, p.name AS product_name, r.rating, r.text,
        u.username AS author, ${iso('r.created_at')} AS created_at
      FROM (SELECT id FROM reviews WHERE status = 'published' ${product}
        ORDER BY created_at DESC, id DESC ${limit(paging.size, (paging.page - 1) * paging.size)}) page
      JOIN reviews r ON r.id = page.id
      JOIN users u ON u.id = r.user_id JOIN products p ON p.id = r.product_id
      ORDER BY r.created_at DESC, r.id DESC`),
  );
  if (productId === undefined) {
    return { reviews, total: await countOf(db, 'published'), rating: null };
  }
  const [aggregate] = await rowsOf<{ published_count: number; rating_sum: number }>(
    db.execute(sql`SELECT published_count, rating_sum FROM product_ratings
      WHERE product_id = ${productId}`),
  );
  const count = aggregate?.published_count ?? 0;
  return { reviews, total: count, rating: averageRating(count, aggregate?.rating_sum ?? 0) };
}

async function countOf(db: Db, status: ReviewStatus): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db.execute(sql`SELECT count FROM review_counts WHERE status = ${status}`),
  );
  return row?.count ?? 0;
}

const pendingSql = (size: number, offset: number): SQL =>
  sql`SELECT id FROM reviews WHERE status = 'pending' ORDER BY created_at, id
    ${limit(size, offset)}`;
const moderatedSql = (status: ReviewStatus | null, size: number, offset: number): SQL =>
  sql`SELECT id FROM reviews
    WHERE ${status === null ? sql`status <> 'pending'` : sql`status = ${status}`}
    ORDER BY moderated_at DESC, id DESC ${limit(size, offset)}`;

const QUEUE = sql.raw('r.created_at, r.id');
const MODERATED = sql.raw('r.moderated_at DESC, r.id DESC');

async function reviewsOf(db: Db, ids: SQL, order: SQL): Promise<Review[]> {
  return rowsOf<Review>(
    db.execute(sql`SELECT ${REVIEW_COLUMNS}
      FROM (${ids}) page JOIN reviews r ON r.id = page.id ${REVIEW_JOINS}
      ORDER BY ${order}`),
  );
}

/**
 * The moderation list: the pending queue (oldest first), then the moderated ones (most recently
 * moderated first). The page is cut from the two ranges by the pending counter.
 */
export async function moderationPage(db: Db, status: ReviewStatus | undefined, paging: Paging) {
  const pendingCount = await countOf(db, 'pending');
  const offset = (paging.page - 1) * paging.size;
  if (status === 'pending') {
    const reviews = await reviewsOf(db, pendingSql(paging.size, offset), QUEUE);
    return { reviews, total: pendingCount, pendingCount };
  }
  if (status !== undefined) {
    const reviews = await reviewsOf(db, moderatedSql(status, paging.size, offset), MODERATED);
    return { reviews, total: await countOf(db, status), pendingCount };
  }
  const total = pendingCount + (await countOf(db, 'published')) + (await countOf(db, 'rejected'));
  const queued =
    offset < pendingCount ? await reviewsOf(db, pendingSql(paging.size, offset), QUEUE) : [];
  const rest = paging.size - queued.length;
  const moderated =
    rest > 0
      ? await reviewsOf(db, moderatedSql(null, rest, Math.max(0, offset - pendingCount)), MODERATED)
      : [];
  return { reviews: [...queued, ...moderated], total, pendingCount };
}

/** The order a review names, as its buyer sees it. */
export interface ReviewedOrder {
  id: number;
  number: number;
  user_id: number;
  status: string;
  product_id: number | null;
}

export function createReviewsRepository(db: Db) {
  return {
    published: (productId: number | undefined, paging: Paging) =>
      publishedPage(db, productId, paging),
    moderation: (status: ReviewStatus | undefined, paging: Paging) =>
      moderationPage(db, status, paging),
    findById: (id: number, tx: Db = db) => reviewById(tx, id),

    /** The order a new review names, key-share locked: it cannot be deleted meanwhile. */
    async order(orderId: number, tx: Db): Promise<ReviewedOrder | null> {
      const [order] = await rowsOf<ReviewedOrder>(
        tx.execute(sql`SELECT id, number, user_id, status, product_id FROM orders
          WHERE id = ${orderId} FOR KEY SHARE`),
      );
      return order ?? null;
    },

    /** The new review's id; null when the order has one already (the unique index decides). */
    async insert(
      review: { userId: number; order: ReviewedOrder; rating: number; text: string },
      tx: Db,
    ): Promise<number | null> {
      const { userId, order, rating, text } = review;
      const [row] = await rowsOf<{ id: number }>(
        tx.execute(sql`INSERT INTO reviews (user_id, product_id, order_id, rating, text)
          VALUES (${userId}, ${order.product_id}, ${order.id}, ${rating}, ${text})
          ON CONFLICT (order_id) DO NOTHING RETURNING id`),
      );
      return row?.id ?? null;
    },

    /** The review's status and its order's number, the review's row locked. */
    async lockForModeration(id: number, tx: Db) {
      const [row] = await rowsOf<{ status: ReviewStatus; order_number: number }>(
        tx.execute(sql`SELECT r.status, o.number AS order_number
          FROM reviews r JOIN orders o ON o.id = r.order_id
          WHERE r.id = ${id} FOR UPDATE OF r`),
      );
      return row ?? null;
    },

    async moderate(id: number, status: ReviewStatus, by: number, tx: Db): Promise<void> {
      await tx.execute(sql`UPDATE reviews SET status = ${status}, moderated_at = now(),
        moderated_by = ${by} WHERE id = ${id}`);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export default repositoryPlugin('reviewsRepository', createReviewsRepository);
