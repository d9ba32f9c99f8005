/**
 * A local fake of ЮKassa's API v3 (https://yookassa.ru/developers/api), a real HTTP server on
 * 127.0.0.1, so the provider is tested against the gateway's documented contract rather than
 * against our own code:
 * - POST /v3/payments: Basic auth (shopId:secretKey, else 401); an Idempotence-Key is required
 *   (400 without one); the same key with the same body answers the same payment, with another
 *   body 400; the body is checked the way ЮKassa checks it (amount "500.00" RUB, capture,
 *   a redirect confirmation with return_url, metadata);
 * - GET /v3/payments/{id}: the payment, 404 for an unknown id;
 * - statuses move pending → succeeded | canceled when the test says so, and the test sends
 *   the notification ЮKassa would send ({type: 'notification', event, object}) to a webhook;
 * - failures on demand: the next N creates answer 500, 400, or are taken and never answered
 *   (a hang past the caller's timeout, after the payment was made: the worst case);
 * - with `checkoutPages` (the browser tests), the customer's side too: `confirmation_url` is a
 *   page of the fake where a person pays or cancels, after which the gateway notifies the
 *   `webhook` (unless told to lose it) and sends the browser back to `return_url`, as ЮKassa's
 *   own checkout page does.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  description?: string;
  metadata: Record<string, string>;
  recipient: { account_id: string; gateway_id: string };
  refundable: boolean;
  test: boolean;
  cancellation_details?: { party: string; reason: string };
}

export type Failure = '500' | '400' | 'hang';

export interface CreateRequest {
  key: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const AMOUNT = /^\d{1,10}\.\d{2}$/;

export interface FakeYookassaOptions {
  shopId?: string;
  secretKey?: string;
  /** Serve a checkout page per payment, which `confirmation_url` then points at. */
  checkoutPages?: boolean;
}

export async function startFakeYookassa({
  shopId = '123456',
  secretKey = 'test_secret_key',
  checkoutPages = false,
}: FakeYookassaOptions = {}) {
  let origin = '';
  const hooks = { webhook: '', lose: 0, readDelayMs: 0 };
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, { body: string; id: string }>();
  const failures: Failure[] = [];
  const creates: CreateRequest[] = [];
  const reads: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const expected = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  const send = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: string, description: string) =>
    send(res, status, { type: 'error', id: randomUUID(), code, description });

  function invalid(body: Record<string, unknown>): string | null {
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (typeof amount?.value !== 'string' || !AMOUNT.test(amount.value)) return 'amount.value';
    if (amount.currency !== 'RUB') return 'amount.currency';
    if (body.capture !== true) return 'capture';
    const confirmation = body.confirmation as { type?: unknown; return_url?: unknown } | undefined;
    if (confirmation?.type !== 'redirect') return 'confirmation.type';
    if (
      typeof confirmation.return_url !== 'string' ||
      !/^https?:\/\//.test(confirmation.return_url)
    ) {
      return 'confirmation.return_url';
    }
    if (typeof body.description === 'string' && body.description.length > 128) return 'description';
    return null;
  }

  function create(body: Record<string, unknown>): FakePayment {
    const id = `2${randomUUID().slice(1)}`;
    const confirmation = body.confirmation as { return_url: string };
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: body.amount as FakePayment['amount'],
      confirmation: {
        type: 'redirect',
        confirmation_url: checkoutPages
          ? `${origin}/checkout/${id}`
          : `https://yoomoney.example/checkout/payments/v2/contract?orderId=${id}`,
        return_url: confirmation.return_url,
      },
      created_at: new Date().toISOString(),
      description: body.description as string | undefined,
      metadata: (body.metadata as Record<string, string>) ?? {},
      recipient: { account_id: shopId, gateway_id: '1000001' },
      refundable: false,
      test: true,
    };
    payments.set(id, payment);
    return payment;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (checkoutPages && req.url?.startsWith('/checkout/')) return checkout(req, res);
    if (req.headers.authorization !== expected) {
      return error(res, 401, 'invalid_credentials', 'Authentication by given credentials failed');
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      const key = req.headers['idempotence-key'] as string | undefined;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text);
      } catch {
        return error(res, 400, 'invalid_request', 'Invalid JSON');
      }
      creates.push({ key, authorization: req.headers.authorization, body });
      if (!key) return error(res, 400, 'invalid_request', 'Idempotence-Key header is missing');
      const failure = failures.shift();
      if (failure === '500') return error(res, 500, 'internal_server_error', 'Internal error');
      if (failure === '400') return error(res, 400, 'invalid_request', 'Refused on demand');
      const known = byKey.get(key);
      let payment: FakePayment | undefined;
      if (known) {
        if (known.body !== text) {
          return error(res, 400, 'invalid_request', 'Idempotence key duplicated');
        }
        payment = payments.get(known.id);
      } else {
        const problem = invalid(body);
        if (problem) return error(res, 400, 'invalid_request', `Invalid ${problem}`);
        payment = create(body);
        byKey.set(key, { body: text, id: payment.id });
      }
      // The payment is made; its answer is never sent (the caller times out).
      if (failure === 'hang') {
        hanging.add(res);
        return;
      }
      return send(res, 200, payment ?? {});
    }
    const match = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match?.[1]) {
      const id = decodeURIComponent(match[1]);
      reads.push(id);
      if (hooks.readDelayMs > 0) await new Promise((done) => setTimeout(done, hooks.readDelayMs));
      const payment = payments.get(id);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      return send(res, 200, payment);
    }
    return error(res, 404, 'not_found', 'Unknown path');
  }

  /** The customer's page: GET shows the payment, POST …/pay or …/cancel settles it. */
  async function checkout(req: http.IncomingMessage, res: http.ServerResponse) {
    const [, , id, action] = (req.url ?? '').split('/');
    const payment = id ? payments.get(decodeURIComponent(id)) : undefined;
    if (!payment) return error(res, 404, 'not_found', 'Payment not found');
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8">
        <title>ЮKassa (fake)</title></head><body><main><h1>Оплата заказа</h1>
        <p>${payment.amount.value} ${payment.amount.currency}</p><p>${payment.status}</p>
        <form method="post" action="/checkout/${payment.id}/pay"><button>Оплатить</button></form>
        <form method="post" action="/checkout/${payment.id}/cancel"><button>Отказаться</button></form>
        </main></body></html>`);
    }
    if (payment.status === 'pending') move(payment.id, action === 'pay' ? 'succeeded' : 'canceled');
    if (hooks.lose > 0) hooks.lose -= 1;
    else if (hooks.webhook) await notify(hooks.webhook, payment.id).catch(() => undefined);
    res.writeHead(303, { location: payment.confirmation.return_url });
    res.end();
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => error(res, 500, 'internal_server_error', 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  /** POSTs the notification ЮKassa sends for the payment's current status to `webhook`. */
  async function notify(webhook: string, id: string, event?: string) {
    const payment = payments.get(id);
    const object = payment ?? { id, status: 'succeeded' };
    const body = { type: 'notification', event: event ?? `payment.${object.status}`, object };
    const res = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { status?: string; detail?: unknown },
    };
  }

  const move = (id: string, status: 'succeeded' | 'canceled') => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake ЮKassa: no payment ${id}`);
    payment.status = status;
    payment.paid = status === 'succeeded';
    if (status === 'canceled') {
      payment.cancellation_details = { party: 'yoo_money', reason: 'expired_on_confirmation' };
    }
    return payment;
  };

  return {
    url: `${origin}/v3`,
    /** Where the checkout pages are. */
    origin,
    /** Where the checkout pages' notifications go (set once the shop's address is known). */
    get webhook() {
      return hooks.webhook;
    },
    set webhook(url: string) {
      hooks.webhook = url;
    },
    /** Every GET of a payment answers after `ms` (a caller can be caught mid-confirmation). */
    slowReads(ms: number) {
      hooks.readDelayMs = ms;
    },
    /** The next `count` payments settled on a checkout page notify nobody (a lost webhook). */
    loseNotifications(count: number) {
      hooks.lose += count;
    },
    shopId,
    secretKey,
    payments,
    creates,
    reads,
    /** The next creates fail this way, in order. */
    fail(...kinds: Failure[]) {
      failures.push(...kinds);
    },
    succeed: (id: string) => move(id, 'succeeded'),
    cancel: (id: string) => move(id, 'canceled'),
    /** The gateway's payment made for our payment id (by its metadata). */
    paymentFor(ourId: string): FakePayment | undefined {
      return [...payments.values()].find((p) => p.metadata.payment_id === ourId);
    },
    notify,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeYookassa = Awaited<ReturnType<typeof startFakeYookassa>>;
