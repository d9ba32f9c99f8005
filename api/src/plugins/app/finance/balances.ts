/**
 * The one way a balance moves: lock the customer's balance row, check it stays at or above 0,
 * write the new balance and its ledger row, all in the caller's transaction. So the balance is
 * always the last balance_after and the sum of the amounts, whatever runs at the same time.
 *
 * Lock order across the shop (no deadlock): the product and district rows (FOR KEY SHARE in a
 * purchase or a cancel, FOR UPDATE in their delete: orders-repository.ts), an order row (its
 * conditional status UPDATE), then stock rows (by district id), then the coupon row, then
 * balance rows, each taken last here.
 */

import type { LedgerType } from '@storefront/shared/contract/values';
import type { Kopecks } from '@storefront/shared/money';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, HttpError } from '../../../lib/http-errors.ts';
import type { BalanceMove, BalancesRepository } from './balances-repository.ts';

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

/** Moves the balance and writes its ledger row; refuses (insufficientFunds) below 0. */
export async function moveBalance(
  balances: BalancesRepository,
  tx: Db,
  move: BalanceMove,
): Promise<number> {
  const after = (await balances.lock(move.userId, tx)) + move.amount;
  if (after < 0) throw insufficientFunds();
  if (!OWED.has(move.type) && move.amount > 0 && after > ADJUSTMENT_BALANCE_MAX) {
    throw badRequest(MESSAGES.balanceTooHigh);
  }
  return balances.move(move, after, tx);
}
