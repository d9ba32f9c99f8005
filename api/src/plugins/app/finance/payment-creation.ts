/**
 * The two steps of a create (payments.ts): ours first, then the gateway's. Split so that the
 * periodic check can run step 2 again, with the same key, for a create whose answer was lost.
 */
import { randomUUID } from 'node:crypto';
import type { Payment } from '@storefront/shared/contract/finance';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PaymentRow, payments, type UserRow } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { PaymentsConfig } from '../../../lib/payments-env.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { GatewayError, type PaymentProvider } from './payment-provider.ts';
import type { paymentSettlement } from './payment-settlement.ts';

/** pg_advisory_xact_lock(class, user id): one create per user at a time (coupons use ids > 0). */
const PENDING_LOCK_CLASS = -20;

export function paymentCreation(
  fastify: FastifyInstance,
  provider: PaymentProvider,
  config: PaymentsConfig,
  settlement: ReturnType<typeof paymentSettlement>,
) {
  const db = fastify.db;
  const log = resourceLog(fastify);

  /** Step 2: the gateway's create with the stored key; its answer is kept with ours. */
  async function completeCreate(row: PaymentRow, ip: string): Promise<PaymentRow> {
    let gateway: Awaited<ReturnType<PaymentProvider['create']>>;
    try {
      gateway = await provider.create({
        paymentId: row.id,
        amount: row.amount as Payment['amount'],
        idempotenceKey: row.idempotenceKey,
        // The same body on every retry: the gateway refuses a known key with a different one.
        description: `Пополнение баланса, платёж ${row.id}`,
      });
    } catch (err) {
      if (err instanceof GatewayError && err.kind === 'refused') {
        fastify.log.error({ err, payment: row.id }, 'the gateway refused a payment');
        await settlement.giveUp(row, ip);
      }
      throw err;
    }
    const [updated] = await db
      .update(payments)
      .set({
        providerPaymentId: gateway.providerPaymentId,
        confirmationUrl: gateway.confirmationUrl,
        // A page to pay on exists from now: whatever ours became meanwhile (the owner may have
        // cancelled it), the periodic check asks the gateway about it again.
        gatewayStatus: sql`CASE WHEN ${payments.providerPaymentId} IS NULL
          AND ${gateway.providerPaymentId}::text IS NOT NULL THEN NULL
          ELSE ${payments.gatewayStatus} END`,
      })
      .where(sql`${payments.id} = ${row.id} AND (${payments.providerPaymentId} IS NULL
        OR ${payments.providerPaymentId} = ${gateway.providerPaymentId})`)
      .returning();
    return updated ?? (await settlement.find(row.id)) ?? row;
  }

  /** Step 1: ours, pending, with its key; refused past the per-user limit of pending ones. */
  async function insertPending(user: UserRow, amount: string, ip: string): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PENDING_LOCK_CLASS}, ${user.id})`);
      const [pending] = await rowsOf<{ count: number }>(
        tx.execute(sql`SELECT count(*)::int AS count FROM payments
          WHERE user_id = ${user.id} AND status = 'pending'`),
      );
      if ((pending?.count ?? 0) >= config.pendingPerUser) {
        throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': '60' });
      }
      const id = randomUUID();
      const [row] = await tx
        .insert(payments)
        .values({
          id,
          userId: user.id,
          amount,
          provider: provider.name,
          idempotenceKey: randomUUID(),
          confirmationUrl: '',
        })
        .returning();
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      const resource = { type: 'payment' as const, id, name: `${amount} ₽` };
      const metadata = { amount, provider: provider.name };
      await log(tx, { userId: user.id, ip, action: 'payment_create', resource, metadata });
      return row;
    });
  }

  return { insertPending, completeCreate };
}
