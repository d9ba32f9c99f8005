/**
 * The periodic check (issue 20): a notification may be lost, and a create may never have heard
 * the gateway's answer, so every PAYMENT_RECONCILE_INTERVAL the payments the gateway may still
 * settle and that are older than PAYMENT_RECONCILE_AFTER are asked about again and settled
 * exactly as a notification would settle them (payment-settlement.ts):
 * - pending with the gateway's id: GET it; succeeded → credit, canceled (ЮKassa cancels an
 *   unpaid payment when it expires) → cancel, still pending → ask again next time;
 * - cancelled here by the customer while the gateway has not said its last word: GET it too;
 *   if the gateway took the money after all, it is credited;
 * - pending without the gateway's id (the create's answer was lost): create again with the SAME
 *   Idempotence-Key, which answers the payment the gateway already made (ЮKassa keeps a key for
 *   24 hours; older ones are cancelled here: nobody ever had their payment page).
 *
 * Safe on any number of replicas: a pass claims its rows with one UPDATE of `checked_at` over
 * `FOR UPDATE SKIP LOCKED`, so two passes never ask about the same payment at once, and the
 * settle itself is a conditional UPDATE that credits once whatever runs beside it.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentRow } from '../../../db/schema/index.ts';
import type { PaymentsConfig } from '../../../lib/payments-env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { paymentSettlement } from './payment-settlement.ts';

const BATCH = 100;
/** Under ЮKassa's 24 h idempotence window. */
const KEY_LIFETIME_MS = 23 * 3_600_000;
const RECONCILE_IP = '127.0.0.1';

export interface ReconcileDeps {
  fastify: FastifyInstance;
  config: PaymentsConfig;
  provider: PaymentProvider;
  settlement: ReturnType<typeof paymentSettlement>;
  /** Completes a create whose answer was lost (payments.ts, with the stored key). */
  completeCreate: (row: PaymentRow) => Promise<unknown>;
}

export function paymentReconciler(deps: ReconcileDeps) {
  const { fastify, config, provider, settlement, completeCreate } = deps;

  /** Claims a batch: due rows get `checked_at = now()` (the other replica skips them). */
  function claim(): Promise<string[]> {
    const after = `${config.reconcileAfterMs} milliseconds`;
    const again = `${Math.max(1000, Math.floor(config.reconcileIntervalMs / 2))} milliseconds`;
    return fastify.paymentsRepository.claimDue({
      provider: provider.name,
      after,
      again,
      batch: BATCH,
    });
  }

  async function check(id: string) {
    const row = await settlement.find(id);
    if (!row) return;
    if (row.providerPaymentId === null) {
      if (row.status !== 'pending') return;
      if (Date.now() - row.createdAt.getTime() > KEY_LIFETIME_MS) {
        await settlement.giveUp(row, RECONCILE_IP);
        return;
      }
      await completeCreate(row);
      return;
    }
    const state = await provider.fetch(row.providerPaymentId);
    if (!state) {
      fastify.log.warn({ payment: row.id }, 'the gateway does not know a stored payment');
      return;
    }
    await settlement.byGateway(row, state, RECONCILE_IP);
  }

  /** One pass; answers how many payments it asked about. Never throws. */
  async function run(): Promise<number> {
    if (provider.ownerSettles) return 0;
    let ids: string[];
    try {
      ids = await claim();
    } catch (err) {
      fastify.log.error({ err }, 'payment check: could not read pending payments');
      return 0;
    }
    for (const id of ids) {
      try {
        await check(id);
      } catch (err) {
        fastify.log.warn({ err, payment: id }, 'payment check: will ask again');
      }
    }
    return ids.length;
  }

  return { run };
}

export type PaymentReconciler = ReturnType<typeof paymentReconciler>;
