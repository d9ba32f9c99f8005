/**
 * The two steps of a create (payments.ts): ours first, then the gateway's. Split so that the
 * periodic check can run step 2 again, with the same key, for a create whose answer was lost.
 */
import { randomUUID } from 'node:crypto';
import type { Payment } from '@storefront/shared/contract/finance';
import type { FastifyInstance } from 'fastify';
import type { PaymentRow, UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { PaymentsConfig } from '../../../lib/payments-env.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { GatewayError, type PaymentProvider } from './payment-provider.ts';
import type { paymentSettlement } from './payment-settlement.ts';

export function paymentCreation(
  fastify: FastifyInstance,
  provider: PaymentProvider,
  config: PaymentsConfig,
  settlement: ReturnType<typeof paymentSettlement>,
) {
  const db = fastify.db;
  const repo = fastify.paymentsRepository;
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
    const updated = await repo.storeGatewayPayment(row.id, gateway);
    return updated ?? (await settlement.find(row.id)) ?? row;
  }

  /** Step 1: ours, pending, with its key; refused past the per-user limit of pending ones. */
  async function insertPending(user: UserRow, amount: string, ip: string): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      if ((await repo.lockAndCountPending(user.id, tx)) >= config.pendingPerUser) {
        throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': '60' });
      }
      const id = randomUUID();
      const row = await repo.insert(
        {
          id,
          userId: user.id,
          amount,
          provider: provider.name,
          idempotenceKey: randomUUID(),
          confirmationUrl: '',
        },
        tx,
      );
      const resource = { type: 'payment' as const, id, name: `${amount} ₽` };
      const metadata = { amount, provider: provider.name };
      await log(tx, { userId: user.id, ip, action: 'payment_create', resource, metadata });
      return row;
    });
  }

  return { insertPending, completeCreate };
}
