/**
 * Top-ups (shop-spec 1.3): a pending payment is created here and at the gateway; only its move
 * to succeeded credits the balance, and that move is ONE conditional UPDATE (pending →
 * succeeded) whose ledger row is written in the same transaction: however many confirmations
 * arrive at once, one of them finds the payment pending. A repeated final action answers the
 * payment unchanged; the opposite one (confirming a canceled payment) is 409.
 */
import { randomUUID } from 'node:crypto';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PaymentRow, payments, type UserRow } from '../../../db/schema.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import type { Payment } from '../../../schemas/finance.ts';
import { topupLimits } from '../settings/shop-settings.ts';
import { moveBalance } from './balances.ts';
import { type PaymentProvider, paymentProvider } from './payment-provider.ts';
import { toPayment, topupAmount } from './payment-rules.ts';
import { shopLog } from './shop-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    paymentProvider: PaymentProvider;
  }
}

type Outcome = 'succeeded' | 'canceled';

export function createPayments(fastify: FastifyInstance, provider: PaymentProvider) {
  const db = fastify.db;
  const log = shopLog(fastify);
  const find = async (id: string, tx: Db = db) =>
    (await tx.select().from(payments).where(eq(payments.id, id)))[0] ?? null;

  /** The caller's own payment; anyone else's is as unknown as a missing one (404). */
  async function own(user: UserRow, id: string): Promise<PaymentRow> {
    const row = await find(id);
    if (!row || row.userId !== user.id) throw notFound(MESSAGES.paymentNotFound);
    return row;
  }

  /** pending → outcome exactly once; the same outcome again answers the payment unchanged. */
  async function settle(id: string, outcome: Outcome, actor: number | null, ip: string) {
    return db.transaction(async (tx) => {
      const [moved] = await tx
        .update(payments)
        .set({ status: outcome, paidAt: outcome === 'succeeded' ? new Date() : null })
        .where(sql`${payments.id} = ${id} AND ${payments.status} = 'pending'`)
        .returning();
      if (!moved) {
        const current = await find(id, tx);
        if (!current) throw notFound(MESSAGES.paymentNotFound);
        if (current.status === outcome) return toPayment(current);
        throw conflict(
          outcome === 'succeeded'
            ? MESSAGES.paymentAlreadyCanceled
            : MESSAGES.paymentAlreadySucceeded,
        );
      }
      const amount = parseMoney(moved.amount);
      if (outcome === 'succeeded') {
        await moveBalance(tx, { userId: moved.userId, type: 'topup', amount, paymentId: id });
      }
      await log(tx, {
        userId: actor ?? moved.userId,
        ip,
        action: outcome === 'succeeded' ? 'payment_confirm' : 'payment_cancel',
        resource: { type: 'payment', id, name: `${moved.amount} ₽` },
        metadata: { amount: moved.amount, provider: moved.provider },
      });
      return toPayment(moved);
    });
  }

  return {
    async create(user: UserRow, amountText: string, ip: string): Promise<Payment> {
      const amount = formatMoney(topupAmount(amountText, await topupLimits(db)));
      const id = randomUUID();
      const idempotenceKey = randomUUID();
      const gateway = await provider.create({
        paymentId: id,
        amount,
        idempotenceKey,
        description: `Пополнение баланса ${user.username}`,
      });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            id,
            userId: user.id,
            amount,
            provider: provider.name,
            providerPaymentId: gateway.providerPaymentId,
            idempotenceKey,
            confirmationUrl: gateway.confirmationUrl,
          })
          .returning();
        if (!row) throw new Error('INSERT ... RETURNING gave no row');
        const resource = { type: 'payment' as const, id, name: `${amount} ₽` };
        const metadata = { amount, provider: provider.name };
        await log(tx, { userId: user.id, ip, action: 'payment_create', resource, metadata });
        return toPayment(row);
      });
    },

    get: async (user: UserRow, id: string) => toPayment(await own(user, id)),

    /** The test page's buttons: the owner settles a payment of a provider that allows it. */
    async settleByOwner(user: UserRow, id: string, outcome: Outcome, ip: string) {
      const row = await own(user, id);
      if (row.provider !== provider.name || !provider.ownerSettles) {
        throw conflict(MESSAGES.paymentNotTestProvider);
      }
      return settle(id, outcome, user.id, ip);
    },

    /** A gateway notification (webhook): the same settle, found by the gateway's id. */
    async settleFromGateway(body: unknown, ip: string): Promise<Payment | null> {
      const note = await provider.verifyNotification(body);
      if (!note) return null;
      const [row] = await db
        .select()
        .from(payments)
        .where(sql`${payments.provider} = ${provider.name}
          AND ${payments.providerPaymentId} = ${note.providerPaymentId}`);
      return row ? settle(row.id, note.status, null, ip) : null;
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;

export default fp(
  async (fastify: FastifyInstance, options: { provider?: PaymentProvider }) => {
    // A gateway adapter handed to buildApp wins over the configured name.
    const provider = options.provider ?? paymentProvider(fastify.config.paymentProvider);
    fastify.decorate('paymentProvider', provider);
    fastify.decorate('payments', createPayments(fastify, provider));
  },
  { name: 'payments', dependencies: ['activities-repository'] },
);
