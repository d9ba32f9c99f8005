/**
 * The shop (issue 14): stock per district and its loads, balances and their ledger, payments,
 * orders. Re-exported by `schema.ts`. Money is numeric(12,2) read as the decimal string the
 * answers carry ("1500.00"); code turns it into integer kopecks (shared/money) before any sum.
 * The CHECKs hold the rules whatever path writes: no negative balance, an order's total adds up.
 */
import { LEDGER_TYPES, ORDER_STATUSES, PAYMENT_STATUSES } from '@storefront/shared/dto/shop';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, districts, products } from './catalog-schema.ts';
import { coupons } from './coupons-schema.ts';
import { users } from './schema.ts';

export const ledgerTypeEnum = pgEnum('ledger_type', LEDGER_TYPES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/** Exact decimal as text: never a float on the way in or out. */
export const amount = (name: string) => numeric(name, { precision: 12, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' });

/** Orders are numbered from 1000 ('№ 1000'); ids stay internal. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000 });

export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
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
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_loads_product_district_idx').on(t.productId, t.districtId)],
);

/** One row per customer who ever had money; locked (FOR UPDATE) by every change. */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balance: amount('balance').notNull().default('0'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('balances_not_negative', sql`${t.balance} >= 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    amount: amount('amount').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    idempotenceKey: text('idempotence_key').notNull().unique('payments_idempotence_key_key'),
    confirmationUrl: text('confirmation_url').notNull().default(''),
    status: paymentStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'payments_paid_when_succeeded',
      sql`(${t.status} = 'succeeded') = (${t.paidAt} IS NOT NULL)`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .unique('orders_number_key')
      .default(sql`nextval('order_number_seq')`),
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
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_city_created_idx').on(t.cityId, t.createdAt, t.id),
    index('orders_product_name_trgm_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    // Units held by live orders, per product and district (the stock invariant).
    index('orders_product_district_idx').on(t.productId, t.districtId),
    check('orders_quantity', sql`${t.quantity} BETWEEN 1 AND 10`),
    check('orders_subtotal', sql`${t.subtotal} = ${t.unitPrice} * ${t.quantity}`),
    check(
      'orders_total',
      sql`${t.total} = ${t.subtotal} - ${t.discountAmount} - ${t.couponDiscount} AND ${t.total} >= 0`,
    ),
    check('orders_discounts', sql`${t.discountAmount} >= 0 AND ${t.couponDiscount} >= 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    type: ledgerTypeEnum('type').notNull(),
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The lists read newest first: everyone's, one user's, one type's.
    index('ledger_created_idx').on(t.createdAt, t.id),
    index('ledger_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('ledger_type_created_idx').on(t.type, t.createdAt, t.id),
    index('ledger_order_idx').on(t.orderId),
    index('ledger_payment_idx').on(t.paymentId),
    check('ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
