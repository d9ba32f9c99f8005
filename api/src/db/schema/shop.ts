/**
 * The shop (issue 14): stock per district and its loads, and orders (balances, the ledger and
 * payments are in finance.ts). Money is numeric(12,2) read as the decimal string the
 * answers carry ("1500.00"); code turns it into integer kopecks (shared/money) before any sum.
 * The CHECKs hold the rules whatever path writes: no negative balance, an order's total adds up.
 */
import { ORDER_STATUSES } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { cities, districts, products } from './catalog.ts';
import { amount, createdAt, requiredRef, shownNumber, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { userRef, users } from './users.ts';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

const productRef = () => requiredRef('product_id', () => products.id, 'cascade');
const districtRef = () => requiredRef('district_id', () => districts.id, 'cascade');

/** Orders are numbered from 1000 ('№ 1000'); ids stay internal. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000 });

export const productStock = pgTable(
  'product_stock',
  {
    productId: productRef(),
    districtId: districtRef(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.districtId] }),
    // The public catalogue reads "which products does this district hold".
    index('product_stock_district_idx').on(t.districtId, t.productId),
    check('product_stock_quantity', sql`${t.quantity} BETWEEN 0 AND 1000000`),
  ],
);

/** Every stock change an admin makes, as the difference: their sum is every unit ever loaded. */
export const stockLoads = pgTable(
  'stock_loads',
  {
    id: serial('id').primaryKey(),
    productId: productRef(),
    districtId: districtRef(),
    delta: integer('delta').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_loads_product_district_idx').on(t.productId, t.districtId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: shownNumber(orderNumberSeq, 'orders_number_key'),
    userId: userRef('user_id'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPrice: amount('unit_price').notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    cityName: text('city_name').notNull(),
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    districtName: text('district_name').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: amount('subtotal').notNull(),
    discountAmount: amount('discount_amount').notNull().default('0'),
    discountName: text('discount_name'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code'),
    couponDiscount: amount('coupon_discount').notNull().default('0'),
    total: amount('total').notNull(),
    status: orderStatusEnum('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_city_created_idx').on(t.cityId, t.createdAt, t.id),
    index('orders_product_name_trgm_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    // Units held by live orders, per product and district (the stock invariant).
    index('orders_product_district_idx').on(t.productId, t.districtId),
    // Whether an order names a coupon (its delete, and the foreign key's own check) without a scan.
    index('orders_coupon_idx').on(t.couponId).where(sql`${t.couponId} IS NOT NULL`),
    check('orders_quantity', sql`${t.quantity} BETWEEN 1 AND 10`),
    check('orders_subtotal', sql`${t.subtotal} = ${t.unitPrice} * ${t.quantity}`),
    check(
      'orders_total',
      sql`${t.total} = ${t.subtotal} - ${t.discountAmount} - ${t.couponDiscount} AND ${t.total} >= 0`,
    ),
    check('orders_discounts', sql`${t.discountAmount} >= 0 AND ${t.couponDiscount} >= 0`),
  ],
);

/**
 * Staff notes on an order (issue 23): admins write and read them on the order's page; the
 * customer never sees them. A note outlives its author's account (the timeline then names none).
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  // The order's timeline reads its notes oldest first.
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt, t.id)],
);

export type OrderRow = typeof orders.$inferSelect;
