/**
 * Balances, their ledger and payments (issue 14). A balance moves
 * only with its ledger row, in one transaction (plugins/app/finance/balances.ts); the CHECKs keep
 * every balance and every balance_after at or above 0.
 */
import { LEDGER_TYPES, PAYMENT_STATUSES } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { amount, at, createdAt, updatedAt } from './columns.ts';
import { orders } from './shop.ts';
import { userRef, users } from './users.ts';

export const ledgerTypeEnum = pgEnum('ledger_type', LEDGER_TYPES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/** One row per customer who ever had money; locked (FOR UPDATE) by every change. */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balance: amount('balance').notNull().default('0'),
    updatedAt: updatedAt(),
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
    // Issue 20: what the gateway last said of the payment ('pending', 'succeeded', 'canceled'...;
    // null: never asked), and when it was last asked (the periodic check and the owner's GET
    // take turns through it, so no payment is asked about twice at once).
    gatewayStatus: text('gateway_status'),
    checkedAt: at('checked_at'),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    // The admins' list (issue 20): newest first, by status, by provider, an exact gateway id.
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_provider_created_idx').on(t.provider, t.createdAt, t.id),
    index('payments_gateway_id_idx').on(t.providerPaymentId),
    // The periodic check: payments the gateway may still settle (payment-reconcile.ts).
    index('payments_open_idx')
      .on(t.provider, t.createdAt)
      .where(
        sql`${t.status} = 'pending' OR (${t.status} = 'canceled' AND ${t.gatewayStatus} IS DISTINCT FROM 'canceled')`,
      ),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'payments_paid_when_succeeded',
      sql`(${t.status} = 'succeeded') = (${t.paidAt} IS NOT NULL)`,
    ),
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

export type PaymentRow = typeof payments.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
