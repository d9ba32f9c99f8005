/**
 * The one way a balance moves: lock the customer's balance row, check it stays at or above 0,
 * write the new balance and its ledger row, all in the caller's transaction. So the balance is
 * always the last balance_after and the sum of the amounts, whatever runs at the same time.
 *
 * Lock order across the shop (no deadlock): the product and district rows (FOR KEY SHARE in a
 * purchase or a cancel, FOR UPDATE in their delete: catalog-locks.ts), an order row (its
 * conditional status UPDATE), then stock rows (by district id), then the coupon row, then
 * balance rows, each taken last here.
 */

import type { LedgerType } from '@storefront/shared/contract/values';
import { formatMoney, type Kopecks, parseMoney } from '@storefront/shared/money';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, HttpError } from '../../../lib/http-errors.ts';

export interface BalanceMove {
  userId: number;
  type: LedgerType;
  /** Signed kopecks: a credit is positive. */
  amount: Kopecks;
  orderId?: number | null;
  paymentId?: string | null;
  comment?: string;
  /** The admin who made an adjustment. */
  createdBy?: number | null;
}

/**
 * The highest balance an admin's adjustment may make (1 000 000 000 ₽): a typo's guard. Money
 * owed to a customer (a refund, a referral reward, a paid top-up's credit) is never refused by
 * it (issue 20: a refund near it answered 400 and stayed stuck); those are bounded only by the
 * column, numeric(12,2) (9 999 999 999,99 ₽), nine times this cap away.
 */
const ADJUSTMENT_BALANCE_MAX: Kopecks = 1_000_000_000 * 100;

/** Credits the shop owes: never refused for the size of the balance they make. */
const OWED: ReadonlySet<LedgerType> = new Set(['refund', 'referral_reward', 'topup']);

/** A debit the balance cannot cover: 400 with the purchase refusal's code. */
export const insufficientFunds = () =>
  new HttpError(400, MESSAGES.insufficientFunds, {}, { code: 'insufficient_funds' });

/** The balance in kopecks, its row locked until the transaction ends (created at 0 if new). */
export async function lockBalance(tx: Db, userId: number): Promise<Kopecks> {
  await tx.execute(sql`INSERT INTO balances (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`);
  const [row] = await rowsOf<{ balance: string }>(
    tx.execute(sql`SELECT balance::text AS balance FROM balances
      WHERE user_id = ${userId} FOR UPDATE`),
  );
  if (!row) throw new Error('the balance row vanished under its lock');
  return parseMoney(row.balance);
}

/** Moves the balance and writes its ledger row; refuses (insufficientFunds) below 0. */
export async function moveBalance(tx: Db, move: BalanceMove): Promise<number> {
  const after = (await lockBalance(tx, move.userId)) + move.amount;
  if (after < 0) throw insufficientFunds();
  if (!OWED.has(move.type) && move.amount > 0 && after > ADJUSTMENT_BALANCE_MAX) {
    throw badRequest(MESSAGES.balanceTooHigh);
  }
  const balance = formatMoney(after);
  await tx.execute(sql`UPDATE balances SET balance = ${balance}, updated_at = now()
    WHERE user_id = ${move.userId}`);
  const [entry] = await rowsOf<{ id: number }>(
    tx.execute(sql`INSERT INTO ledger_entries
      (user_id, type, amount, balance_after, order_id, payment_id, comment, created_by)
      VALUES (${move.userId}, ${move.type}, ${formatMoney(move.amount)}, ${balance},
        ${move.orderId ?? null}, ${move.paymentId ?? null}, ${move.comment ?? ''},
        ${move.createdBy ?? null})
      RETURNING id`),
  );
  if (!entry) throw new Error('INSERT ... RETURNING gave no row');
  return entry.id;
}

/** The balance without a lock (0 for a customer who never had money). */
export async function readBalance(db: Db, userId: number): Promise<Kopecks> {
  const [row] = await rowsOf<{ balance: string }>(
    db.execute(sql`SELECT balance::text AS balance FROM balances WHERE user_id = ${userId}`),
  );
  return row ? parseMoney(row.balance) : 0;
}
