/**
 * The gateway behind top-ups (shop-spec 1.3), chosen by `PAYMENT_PROVIDER`. Shaped after
 * ЮKassa's API: a payment is created at the gateway with an Idempotence-Key (a retried create
 * is the same payment) and answers a confirmation_url the browser is sent to; the outcome comes
 * back later as a notification (webhook, POST /api/v1/payments/notifications) naming the
 * gateway's payment id. Anyone can post to that address, so an adapter never trusts the body:
 * `verifyNotification` asks the gateway itself for the payment's status (ЮKassa: GET
 * /v3/payments/{id}) before the API settles it, which credits the balance exactly once however
 * often the outcome arrives.
 *
 * The embedded `test` provider has no gateway: its page /pay/{id} lets the owner confirm or
 * cancel (POST /payments/{id}/confirm | /cancel). A ЮKassa adapter would implement `create`
 * with POST https://api.yookassa.ru/v3/payments and `verifyNotification` with its GET; it is
 * handed to `buildApp({ paymentProvider })`.
 */
import type { PaymentStatus } from '@storefront/shared/dto/shop';
import type { MoneyString } from '@storefront/shared/money';
import type { PaymentProviderName } from '../../../config.ts';

export interface GatewayPaymentInput {
  /** Our id (UUID), also in the return address. */
  paymentId: string;
  amount: MoneyString;
  /** Sent as the gateway's Idempotence-Key header. */
  idempotenceKey: string;
  description: string;
}

export interface GatewayPayment {
  /** The gateway's own id, matched by its notifications; null for the test provider. */
  providerPaymentId: string | null;
  confirmationUrl: string;
}

export interface GatewayNotification {
  providerPaymentId: string;
  status: Exclude<PaymentStatus, 'pending'>;
}

export interface PaymentProvider {
  /** Stored with each payment; `PAYMENT_PROVIDER` names the built-in ones. */
  readonly name: string;
  /** Whether the payment's owner confirms or cancels it themselves (the test page). */
  readonly ownerSettles: boolean;
  create(input: GatewayPaymentInput): Promise<GatewayPayment>;
  /**
   * A webhook body as the outcome of a payment, CONFIRMED with the gateway (never read from
   * the body alone); null when it is not a settled payment of this gateway.
   */
  verifyNotification(body: unknown): Promise<GatewayNotification | null>;
}

/** The embedded provider: no gateway, the shop's own page /pay/{id}. */
export const testProvider: PaymentProvider = {
  name: 'test',
  ownerSettles: true,
  async create(input) {
    return { providerPaymentId: null, confirmationUrl: `/pay/${input.paymentId}` };
  },
  verifyNotification: async () => null,
};

export function paymentProvider(name: PaymentProviderName = 'test'): PaymentProvider {
  switch (name) {
    case 'test':
      return testProvider;
  }
}
