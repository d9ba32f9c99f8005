/**
 * A thin typed client of ЮKassa's API v3 (https://yookassa.ru/developers/api), over Node's
 * global fetch. ЮKassa publishes no maintained Node SDK for v3 (the community packages are
 * unmaintained or wrap v2-era shapes), and the shop needs two calls: create a payment and read
 * one. Every call has a deadline (AbortSignal.timeout); the caller decides about retries, which
 * the Idempotence-Key makes safe for a create.
 */
import type { MoneyString } from '@storefront/shared/money';
import type { YookassaConfig } from '../../../lib/payments-env.ts';
import { GatewayError } from './payment-provider.ts';

export type YookassaStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface YookassaAmount {
  /** "500.00" */
  value: string;
  currency: 'RUB';
}

/** What POST /payments is sent (only the fields the shop uses). */
export interface YookassaCreateBody {
  amount: YookassaAmount;
  capture: true;
  confirmation: { type: 'redirect'; return_url: string };
  description: string;
  metadata: { payment_id: string };
  /** A 54-FZ receipt (not sent yet: its rules for a top-up are the accountant's call). */
  receipt?: Record<string, unknown>;
}

export interface YookassaPayment {
  id: string;
  status: YookassaStatus;
  amount: YookassaAmount;
  paid?: boolean;
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
  created_at?: string;
}

export const yookassaAmount = (amount: MoneyString): YookassaAmount => ({
  value: amount,
  currency: 'RUB',
});

export function yookassaClient(config: YookassaConfig) {
  const auth = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;

  async function call(
    path: string,
    init: { method: string; body?: unknown; key?: string; timeoutMs?: number },
  ) {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.key) headers['idempotence-key'] = init.key;
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? config.timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      throw new GatewayError('unavailable', `ЮKassa ${init.method} ${path}: ${reason}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const status = response.status;
    if (status === 200) return body as YookassaPayment;
    const description = (body as { description?: unknown } | null)?.description;
    const message = `ЮKassa ${init.method} ${path}: HTTP ${status} ${String(description ?? '')}`;
    const retryable = status >= 500 || status === 429 || status === 202;
    throw new GatewayError(retryable ? 'unavailable' : 'refused', message.trim(), status);
  }

  return {
    /** POST /payments: the same key and body answer the same payment (for 24 h). */
    createPayment: (body: YookassaCreateBody, idempotenceKey: string, timeoutMs?: number) =>
      call('/payments', { method: 'POST', body, key: idempotenceKey, timeoutMs }),
    /** GET /payments/{id}: what the gateway says of a payment now. */
    getPayment: (id: string) => call(`/payments/${encodeURIComponent(id)}`, { method: 'GET' }),
  };
}

export type YookassaClient = ReturnType<typeof yookassaClient>;
