/**
 * The moves of a payment's status, each ONE conditional UPDATE whose ledger row (for a success)
 * is written in the same transaction: however many confirmations arrive at once (notifications
 * to two replicas, the periodic check, the owner's page), one of them finds the payment in the
 * state it moves from and credits it; the others answer it as it now is.
 *
 * Who may move what:
 * - the owner: pending → succeeded (the test provider's page only) or pending → canceled;
 * - the gateway's word (its own GET, never a notification's body): pending → succeeded or
 *   canceled, AND canceled → succeeded: a customer who cancelled here and paid there anyway was
 *   charged, and money taken is never lost.
 */
import { parseMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import type { PaymentRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { moveBalance } from './balances.ts';
import { type GatewayPaymentState, settledStatus } from './payment-provider.ts';
import type { Outcome } from './payment-rules.ts';

export function paymentSettlement(fastify: FastifyInstance) {
  const db = fastify.db;
  const repo = fastify.paymentsRepository;
  const log = resourceLog(fastify);
  const find = (id: string, tx: Db = db) => repo.find(id, tx);

  /** Credits (or only logs a cancel of) a payment that has just moved; in its transaction. */
  async function record(tx: Db, moved: PaymentRow, actor: number | null, ip: string, by: string) {
    const outcome = moved.status as Outcome;
    if (outcome === 'succeeded') {
      await moveBalance(fastify.balancesRepository, tx, {
        userId: moved.userId,
        type: 'topup',
        amount: parseMoney(moved.amount),
        paymentId: moved.id,
      });
    }
    await log(tx, {
      userId: actor ?? moved.userId,
      ip,
      action: outcome === 'succeeded' ? 'payment_confirm' : 'payment_cancel',
      resource: { type: 'payment', id: moved.id, name: `${moved.amount} ₽` },
      metadata: { amount: moved.amount, provider: moved.provider, by },
    });
  }

  /** The owner's move: pending → outcome; the same outcome again is the payment unchanged. */
  async function byOwner(id: string, outcome: Outcome, actor: number, ip: string) {
    return db.transaction(async (tx) => {
      const moved = await repo.byOwner(id, outcome, tx);
      if (moved) {
        await record(tx, moved, actor, ip, 'owner');
        return moved;
      }
      const current = await find(id, tx);
      if (!current) throw notFound(MESSAGES.paymentNotFound);
      if (current.status === outcome) return current;
      throw conflict(
        outcome === 'succeeded'
          ? MESSAGES.paymentAlreadyCanceled
          : MESSAGES.paymentAlreadySucceeded,
      );
    });
  }

  /**
   * What the gateway said of `row`'s payment: settle it (once), or note that it is still open.
   * The gateway's payment must carry our id in its metadata and be the one stored with ours (or,
   * when our create never heard its answer, is stored now). An amount that differs from ours is
   * never credited: it is logged for a person to look at.
   */
  async function byGateway(row: PaymentRow, state: GatewayPaymentState, ip: string) {
    const sameIds =
      state.paymentId === row.id &&
      (row.providerPaymentId === null || row.providerPaymentId === state.providerPaymentId);
    if (!sameIds) {
      fastify.log.warn({ payment: row.id, gateway: state }, 'gateway payment does not match ours');
      return null;
    }
    const outcome = settledStatus(state.status);
    if (outcome === 'succeeded' && (state.amount !== row.amount || state.currency !== 'RUB')) {
      fastify.log.error(
        { payment: row.id, gateway: state },
        'gateway amount differs: not credited',
      );
      return row;
    }
    return db.transaction(async (tx) => {
      const moved = await repo.byGateway(row.id, state, outcome, tx);
      if (moved && outcome) await record(tx, moved, null, ip, 'gateway');
      if (moved) return moved;
      // Already in its final state (or the gateway's word came twice): just remember the word.
      await repo.noteGatewayWord(row.id, state, tx);
      return find(row.id, tx);
    });
  }

  /**
   * A create the gateway refused (a 4xx), or one whose answer never came within the key's
   * lifetime: nobody ever had its payment page, so no money can have been taken.
   */
  async function giveUp(row: PaymentRow, ip: string) {
    return db.transaction(async (tx) => {
      const moved = await repo.giveUp(row.id, tx);
      if (moved) await record(tx, moved, null, ip, 'gateway');
      return moved ?? (await find(row.id, tx));
    });
  }

  return { find, byOwner, byGateway, giveUp };
}
