/**
 * ЮKassa (API v3) behind PaymentProvider (`PAYMENT_PROVIDER=yookassa`). A create is retried
 * with the SAME Idempotence-Key while the outcome is unknown (a timeout, a network failure, a
 * 5xx): ЮKassa answers a repeated key with the payment it already made, so a retry can never
 * make a second one. The retries fit in 1.5 × the call timeout (15 s by default), under the web
 * client's 20 s; what is still unknown then is left to the periodic check (payment-reconcile.ts).
 *
 * Notifications carry no signature: only ЮKassa's published addresses are accepted (the list is
 * YOOKASSA_NOTIFICATION_IPS), and even then the body only names a payment that is then read
 * with GET /payments/{id}.
 */
import { BlockList, isIP } from 'node:net';
import type { YookassaConfig } from '../../../lib/payments-env.ts';
import {
  GatewayError,
  type GatewayPaymentState,
  type GatewayStatus,
  type PaymentProvider,
} from './payment-provider.ts';
import { type YookassaPayment, yookassaAmount, yookassaClient } from './yookassa-client.ts';

const STATUSES: readonly GatewayStatus[] = [
  'pending',
  'waiting_for_capture',
  'succeeded',
  'canceled',
];
const ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The configured addresses and CIDR ranges (IPv4, IPv6; IPv4-mapped IPv6 matches IPv4). */
export function addressList(items: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const item of items) {
    const [address = '', prefix] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const version = isIP(ip);
    return version !== 0 && list.check(ip, version === 6 ? 'ipv6' : 'ipv4');
  };
}

function toState(payment: YookassaPayment): GatewayPaymentState {
  if (!STATUSES.includes(payment.status) || typeof payment.id !== 'string') {
    throw new GatewayError('unavailable', `ЮKassa: unexpected payment ${JSON.stringify(payment)}`);
  }
  return {
    providerPaymentId: payment.id,
    status: payment.status,
    paymentId: payment.metadata?.payment_id ?? null,
    amount: payment.amount?.value as GatewayPaymentState['amount'],
    currency: payment.amount?.currency,
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
  };
}

export function yookassaProvider(config: YookassaConfig): PaymentProvider {
  const client = yookassaClient(config);
  const fromGateway = addressList(config.notificationIps);
  return {
    name: 'yookassa',
    ownerSettles: false,
    testMode: false,
    async create(input) {
      const body = {
        amount: yookassaAmount(input.amount),
        capture: true as const,
        confirmation: {
          type: 'redirect' as const,
          return_url: `${config.returnUrl}/pay/${input.paymentId}`,
        },
        description: input.description.slice(0, 128),
        metadata: { payment_id: input.paymentId },
        ...(input.receipt && { receipt: input.receipt }),
      };
      const deadline = Date.now() + config.timeoutMs * 1.5;
      for (let attempt = 1; ; attempt++) {
        try {
          const timeout = Math.max(100, Math.min(config.timeoutMs, deadline - Date.now()));
          const state = toState(await client.createPayment(body, input.idempotenceKey, timeout));
          if (!state.confirmationUrl) {
            throw new GatewayError(
              'unavailable',
              `ЮKassa: no confirmation_url for ${state.providerPaymentId}`,
            );
          }
          return {
            providerPaymentId: state.providerPaymentId,
            confirmationUrl: state.confirmationUrl,
          };
        } catch (err) {
          const backoff = Math.min(200 * 2 ** (attempt - 1), config.timeoutMs / 10);
          const retry =
            err instanceof GatewayError &&
            err.kind === 'unavailable' &&
            attempt < ATTEMPTS &&
            deadline - (Date.now() + backoff) >= 100;
          if (!retry) throw err;
          await sleep(backoff);
        }
      }
    },
    acceptsNotificationFrom: fromGateway,
    notifiedPaymentId(body) {
      const id = (body as { object?: { id?: unknown } } | null)?.object?.id;
      return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
    },
    async fetch(providerPaymentId) {
      try {
        return toState(await client.getPayment(providerPaymentId));
      } catch (err) {
        if (err instanceof GatewayError && (err.status === 404 || err.status === 400)) {
          return null;
        }
        throw err;
      }
    },
  };
}
