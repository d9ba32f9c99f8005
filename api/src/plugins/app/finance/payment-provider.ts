/**
 * The gateway behind top-ups (shop-spec 1.3, issue 20), chosen by `PAYMENT_PROVIDER`. Shaped
 * after ЮKassa's API: a payment is created at the gateway with an Idempotence-Key (a retried
 * create is the same payment) and answers a confirmation_url the browser is sent to; the outcome
 * comes back later as a notification (webhook, POST /api/v1/payments/notifications) naming the
 * gateway's payment id. The body of a notification is only a hint: the API asks the gateway
 * itself (`fetch`) and settles what the gateway says (payments.ts), exactly once.
 *
 * `test`: the embedded provider, no gateway and no money: its page /pay/{id} lets the owner
 * confirm or cancel. `yookassa`: yookassa-provider.ts. A provider can also be handed to
 * `buildApp({ paymentProvider })`.
 */
import type { PaymentStatus } from '@storefront/shared/contract/values';
import type { MoneyString } from '@storefront/shared/money';

export interface GatewayPaymentInput {
  /** Our id (UUID), also in the return address and in the gateway's metadata. */
  paymentId: string;
  amount: MoneyString;
  /** Sent as the gateway's Idempotence-Key header: the same on every retry of this create. */
  idempotenceKey: string;
  description: string;
  /**
   * A 54-FZ fiscal receipt, for when the shop issues them through the gateway (not yet: the
   * rules for a balance top-up are the accountant's call). Providers pass it on as given.
   */
  receipt?: Record<string, unknown>;
}

export interface GatewayPayment {
  /** The gateway's own id, matched by its notifications; null for the test provider. */
  providerPaymentId: string | null;
  confirmationUrl: string;
}

export type GatewayStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** A payment as the gateway itself reports it (never as a notification's body says). */
export interface GatewayPaymentState {
  providerPaymentId: string;
  status: GatewayStatus;
  /** Our id as the gateway keeps it (ЮKassa: metadata.payment_id); null if it has none. */
  paymentId: string | null;
  amount: MoneyString;
  currency: string;
  confirmationUrl: string | null;
}

/**
 * `unavailable`: no answer, a timeout or a 5xx: the outcome is unknown, so the payment stays
 * pending and is asked about again with the same key. `refused`: the gateway said no (a 4xx).
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentProvider {
  /** Stored with each payment; `PAYMENT_PROVIDER` names the built-in ones. */
  readonly name: string;
  /** Whether the payment's owner confirms it themselves (the test page's 'Оплатить'). */
  readonly ownerSettles: boolean;
  /** No money moves (GET /shop/payment-mode; a warning at start). */
  readonly testMode: boolean;
  /** Creates the payment at the gateway, retrying unknown outcomes with the same key. */
  create(input: GatewayPaymentInput): Promise<GatewayPayment>;
  /** Whether a notification may come from this client address (the gateway's published list). */
  acceptsNotificationFrom(ip: string): boolean;
  /** The gateway's payment id a notification names, or null when it names none: a hint only. */
  notifiedPaymentId(body: unknown): string | null;
  /** What the gateway says of one of its payments now; null when it does not know the id. */
  fetch(providerPaymentId: string): Promise<GatewayPaymentState | null>;
}

/** The embedded provider: no gateway, the shop's own page /pay/{id}. */
export const testProvider: PaymentProvider = {
  name: 'test',
  ownerSettles: true,
  testMode: true,
  async create(input) {
    return { providerPaymentId: null, confirmationUrl: `/pay/${input.paymentId}` };
  },
  acceptsNotificationFrom: () => false,
  notifiedPaymentId: () => null,
  fetch: async () => null,
};

/** Whether a payment's row is final for the gateway's state, as our status names it. */
export function settledStatus(status: GatewayStatus): Exclude<PaymentStatus, 'pending'> | null {
  if (status === 'succeeded' || status === 'canceled') return status;
  return null;
}
