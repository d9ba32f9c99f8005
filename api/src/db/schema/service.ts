/**
 * The shop's service (issue 15, shop-spec 2): automatic discounts, support tickets, reviews with
 * their kept rating aggregate, and the shop's settings. The
 * aggregate tables are written by triggers of migration 0012 (`reviews_aggregate`), in the
 * transaction of every review write, so no request ever averages the reviews themselves.
 */
import { REVIEW_STATUSES, TICKET_STATUSES } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, products } from './catalog.ts';
import { amount, at, createdAt, requiredRef, shownNumber, updatedAt } from './columns.ts';
import { couponTypeEnum } from './coupons.ts';
import { orders } from './shop.ts';
import { userRef, users } from './users.ts';

export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);

/** Tickets are numbered from 1000 ('№ 1000'), as orders are. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1000 });

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // The coupons' enum: the same two kinds (shared/pricing's DiscountKind).
    discountType: couponTypeEnum('discount_type').notNull(),
    value: amount('value').notNull(),
    // false: only the products of `discount_products` (a flag, so deleting every chosen product
    // never turns a discount into one for every product).
    allProducts: boolean('all_products').notNull().default(true),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    validFrom: at('valid_from').notNull().defaultNow(),
    validUntil: at('valid_until'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('discounts_created_idx').on(t.createdAt, t.id),
    index('discounts_active_created_idx').on(t.isActive, t.createdAt, t.id),
    index('discounts_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('discounts_value_positive', sql`${t.value} > 0`),
    check(
      'discounts_value_range',
      sql`${t.value} <= CASE WHEN ${t.discountType} = 'percentage' THEN 100 ELSE 10000000 END`,
    ),
    check('discounts_period', sql`${t.validUntil} IS NULL OR ${t.validUntil} > ${t.validFrom}`),
  ],
);

export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: requiredRef('discount_id', () => discounts.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.productId] }),
    // Checkout: "which discounts name this product".
    index('discount_products_product_idx').on(t.productId, t.discountId),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    number: shownNumber(ticketNumberSeq, 'tickets_number_key'),
    userId: userRef('user_id'),
    subject: text('subject').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: ticketStatusEnum('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    // The customer's list: most recently updated first.
    index('tickets_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    // The admin list: open first, then the newest message (an expression the ORDER BY repeats).
    index('tickets_admin_order_idx').on(
      sql`(${t.status} <> 'open')`,
      sql`${t.lastMessageAt} DESC`,
      sql`${t.id} DESC`,
    ),
    index('tickets_status_last_idx').on(t.status, t.lastMessageAt, t.id),
    index('tickets_subject_trgm_idx').using('gin', sql`lower(${t.subject}) gin_trgm_ops`),
    // The tickets about one order (issue 23: its page's timeline); most tickets name none.
    index('tickets_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: requiredRef('ticket_id', () => tickets.id, 'cascade'),
    authorId: userRef('author_id'),
    fromShop: boolean('from_shop').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: reviewStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    moderatedAt: at('moderated_at'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Once per order: the index, not a pre-check, decides between concurrent sends.
    uniqueIndex('reviews_order_key').on(t.orderId),
    index('reviews_published_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'published'`),
    index('reviews_product_published_idx')
      .on(t.productId, t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('reviews_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // Moderated ones, most recently moderated first: per status, and all of them after the queue.
    index('reviews_moderated_idx').on(t.status, t.moderatedAt, t.id),
    index('reviews_moderated_all_idx').on(t.moderatedAt, t.id).where(sql`${t.status} <> 'pending'`),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Published reviews per product: the product page's rating is sum / count. */
export const productRatings = pgTable('product_ratings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  publishedCount: integer('published_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
});

/** Reviews per status (/reviews' total, the queue's pending_count); one row per status. */
export const reviewCounts = pgTable('review_counts', {
  status: reviewStatusEnum('status').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * The shop's settings: one row (id is always true), typed columns with CHECKs, kept apart from
 * the key-value `settings` table, which holds server secrets a public read must never reach.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: boolean('id').primaryKey().default(true),
    shopName: text('shop_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    workingHours: text('working_hours').notNull().default(''),
    rules: text('rules').notNull().default(''),
    topupMin: amount('topup_min').notNull().default('100.00'),
    topupMax: amount('topup_max').notNull().default('100000.00'),
    /** The shop's days (issue 23: the sales figures, the journals' date filters); IANA name. */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    /** 'Мало на складе' (issue 23): an active product holding at most this many units. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id}`),
    check('shop_settings_low_stock', sql`${t.lowStockThreshold} BETWEEN 0 AND 1000000`),
    check(
      'shop_settings_topup',
      sql`${t.topupMin} >= 100 AND ${t.topupMax} <= 100000 AND ${t.topupMin} <= ${t.topupMax}`,
    ),
  ],
);

export type DiscountRow = typeof discounts.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ShopSettingsRow = typeof shopSettings.$inferSelect;
