/**
 * Top-ups (shop-spec 1.3, issue 20). A create never loses or doubles money:
 * 1. our pending payment is inserted FIRST, with its Idempotence-Key and its activity row (and
 *    the per-user limit on pending payments counted under the user's advisory lock);
 * 2. then the gateway is called (the provider retries an unknown outcome with the same key);
 *    its id and confirmation_url are stored with ours;
 * 3. an outcome still unknown leaves ours pending without an address (503): the periodic check
 *    completes the create later with the same key; a refusal (4xx) cancels ours (502).
 * Only the gateway's own word credits (payment-settlement.ts), exactly once.
 */

import type {
  AdminPaymentsQuery,
  MyPaymentsQuery,
  Payment,
} from '@storefront/shared/contract/finance';
import { formatMoney } from '@storefront/shared/money';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentRow, UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { canBuy } from '../../../lib/current-user.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { DEFAULT_PAYMENTS_CONFIG, type PaymentsConfig } from '../../../lib/payments-env.ts';
import { periodicJob } from '../periodic-job.ts';
import { topupLimits } from '../settings/settings-rules.ts';
import { paymentCreation } from './payment-creation.ts';
import { GatewayError, type PaymentProvider, testProvider } from './payment-provider.ts';
import { paymentReconciler } from './payment-reconcile.ts';
import type { Outcome } from './payment-rules.ts';
import { toPayment, topupAmount } from './payment-rules.ts';
import { paymentSettlement } from './payment-settlement.ts';
import { yookassaProvider } from './yookassa-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    paymentProvider: PaymentProvider;
  }
}

/** The owner's GET asks the gateway at most this often per payment. */
const OWNER_CHECK_EVERY = '3 seconds';

export function createPayments(
  fastify: FastifyInstance,
  provider: PaymentProvider,
  config: PaymentsConfig,
) {
  const repo = fastify.paymentsRepository;
  const settlement = paymentSettlement(fastify);
  const { insertPending, completeCreate } = paymentCreation(fastify, provider, config, settlement);

  /** The caller's own payment; anyone else's is as unknown as a missing one (404). */
  async function own(user: UserRow, id: string): Promise<PaymentRow> {
    const row = await settlement.find(id);
    if (!row || row.userId !== user.id) throw notFound(MESSAGES.paymentNotFound);
    return row;
  }

  /**
   * The owner's page asks before the notification comes: a pending gateway payment not asked
   * about in the last few seconds (by anyone, on any replica) is asked about now.
   */
  async function refresh(row: PaymentRow, ip: string): Promise<PaymentRow> {
    if (row.status !== 'pending' || provider.ownerSettles || row.provider !== provider.name) {
      return row;
    }
    const claimed = await repo.claimOwnerCheck(row.id, OWNER_CHECK_EVERY);
    if (!claimed?.providerPaymentId) return row;
    try {
      const state = await provider.fetch(claimed.providerPaymentId);
      if (!state) return claimed;
      return (await settlement.byGateway(claimed, state, ip)) ?? claimed;
    } catch (err) {
      fastify.log.warn({ err, payment: row.id }, 'could not ask the gateway about a payment');
      return claimed;
    }
  }

  const reconciler = paymentReconciler({
    fastify,
    config,
    provider,
    settlement,
    completeCreate: (row) => completeCreate(row, '127.0.0.1'),
  });

  /**
   * A notification (webhook): its body only names the gateway's payment; the gateway is asked
   * and its answer settled. A payment already credited answers at once (nothing can change
   * it); null: the gateway does not know the payment, or it is not one of ours.
   */
  async function settleFromGateway(body: unknown, ip: string): Promise<Payment | null> {
    const gatewayId = provider.notifiedPaymentId(body);
    if (!gatewayId) return null;
    const known = await repo.findByGatewayId(provider.name, gatewayId);
    if (known?.status === 'succeeded') return toPayment(known);
    const state = await provider.fetch(gatewayId);
    if (!state?.paymentId) return null;
    const row = known ?? (await settlement.find(state.paymentId));
    if (!row || row.provider !== provider.name) return null;
    const settled = await settlement.byGateway(row, state, ip);
    return settled ? toPayment(settled) : null;
  }

  return {
    config,
    provider,
    reconcile: reconciler.run,

    async create(user: UserRow, amountText: string, ip: string): Promise<Payment> {
      if (!canBuy(user)) {
        throw forbidden(MESSAGES.paymentAdminCannotTopUp);
      }
      const settings = await fastify.shopSettingsRepository.read();
      const amount = formatMoney(topupAmount(amountText, topupLimits(settings)));
      const row = await insertPending(user, amount, ip);
      try {
        return toPayment(await completeCreate(row, ip));
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        fastify.log.warn({ err, payment: row.id }, 'payment create: the gateway failed');
        if (err.kind === 'refused') throw new HttpError(502, MESSAGES.paymentGatewayRefused);
        throw new HttpError(503, MESSAGES.paymentGatewayUnavailable, { 'retry-after': '30' });
      }
    },

    get: async (user: UserRow, id: string, ip: string) =>
      toPayment(await refresh(await own(user, id), ip)),

    /** The customer's money pages are for those who can buy (canBuy): admins get 403. */
    async mine(user: UserRow, query: MyPaymentsQuery, paging: Paging) {
      if (!canBuy(user)) {
        throw forbidden(MESSAGES.paymentAdminCannotTopUp);
      }
      return repo.mine({ userId: user.id, status: query.status }, paging);
    },

    journal: (query: AdminPaymentsQuery, paging: Paging) => repo.page(query, paging),

    /** 'Оплатить' of the test page: the provider must let the owner settle. */
    async confirmByOwner(user: UserRow, id: string, ip: string) {
      const row = await own(user, id);
      if (row.provider !== provider.name || !provider.ownerSettles) {
        throw conflict(MESSAGES.paymentNotTestProvider);
      }
      return toPayment(await settlement.byOwner(id, 'succeeded', user.id, ip));
    },

    /** 'Отменить': any provider's pending payment of the owner. */
    async cancelByOwner(user: UserRow, id: string, ip: string) {
      await own(user, id);
      return toPayment(await settlement.byOwner(id, 'canceled' satisfies Outcome, user.id, ip));
    },

    /**
     * POST /payments/notifications, the gateway's webhook: taken only from the gateway's
     * addresses (anyone else: 403, nothing read); 503 while the gateway does not answer (it
     * sends the notification again).
     */
    async notification(body: unknown, ip: string, log: FastifyBaseLogger): Promise<Payment> {
      if (provider.ownerSettles) throw badRequest(MESSAGES.paymentNotificationUnknown);
      if (!provider.acceptsNotificationFrom(ip)) {
        log.warn({ ip }, 'payment notification from a foreign address');
        throw forbidden(MESSAGES.paymentNotificationForbidden);
      }
      try {
        const payment = await settleFromGateway(body, ip);
        if (!payment) throw badRequest(MESSAGES.paymentNotificationUnknown);
        return payment;
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        log.warn({ err }, 'payment notification: the gateway did not answer');
        throw new HttpError(503, MESSAGES.paymentCheckUnavailable);
      }
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;

export function configuredProvider(config: PaymentsConfig): PaymentProvider {
  if (config.provider === 'yookassa' && config.yookassa) return yookassaProvider(config.yookassa);
  return testProvider;
}

export default fp(
  async (fastify: FastifyInstance, options: { provider?: PaymentProvider }) => {
    const config = fastify.config.payments ?? DEFAULT_PAYMENTS_CONFIG;
    // A gateway adapter handed to buildApp wins over the configured name.
    const provider = options.provider ?? configuredProvider(config);
    const service = createPayments(fastify, provider, config);
    fastify.decorate('paymentProvider', provider);
    fastify.decorate('payments', service);
    if (provider.testMode) {
      fastify.log.warn(
        { provider: provider.name },
        'ТЕСТОВЫЙ РЕЖИМ ОПЛАТЫ: деньги не списываются, пополнение подтверждает сам покупатель ' +
          '(test payment mode: no money moves). Set PAYMENT_PROVIDER=yookassa in production.',
      );
    }
    // The test provider's payments are settled by their owner; a gateway's pending ones are
    // asked about on a timer.
    if (!provider.ownerSettles) {
      periodicJob(fastify, {
        name: 'payments reconciliation',
        everyMs: config.reconcileIntervalMs,
        run: () => service.reconcile(),
      });
    }
  },
  {
    name: 'payments',
    dependencies: [
      'payments-repository',
      'balances-repository',
      'shop-settings-repository',
      'activities-repository',
    ],
  },
);
