/**
 * An app whose top-ups go to the fake ЮKassa (fake-yookassa.ts), listening on 127.0.0.1 so the
 * fake can post its notifications to the real webhook over HTTP. The fake starts first: the
 * provider reads its address when the app is built.
 */
import { after, before } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../src/config.ts';
import type { PaymentsConfig } from '../../src/lib/payments-env.ts';
import { DEFAULT_PAYMENTS_CONFIG } from '../../src/lib/payments-env.ts';
import type { Account } from './accounts.ts';
import { type AppHandle, useApp } from './app.ts';
import { rows } from './database-state.ts';
import type { Backend } from './databases.ts';
import { type FakeYookassa, startFakeYookassa } from './fake-yookassa.ts';
import { ok } from './shop.ts';

/** Our calls to the fake give up after this: a hang is noticed quickly. */
export const TEST_GATEWAY_TIMEOUT_MS = 500;

export interface YookassaHandle extends AppHandle {
  readonly fake: FakeYookassa;
  /** http://127.0.0.1:<port>/api/v1/payments/notifications */
  readonly webhook: string;
}

export function useYookassaApp(
  backend: Backend,
  overrides: Partial<PaymentsConfig> = {},
  app: { trustProxy?: AppConfig['trustProxy']; notificationIps?: string[] } = {},
): YookassaHandle {
  let fake: FakeYookassa | undefined;
  let webhook = '';
  const payments: PaymentsConfig = {
    ...DEFAULT_PAYMENTS_CONFIG,
    provider: 'yookassa',
    // The periodic check runs when a test calls it (app.payments.reconcile()).
    reconcileIntervalMs: 3_600_000,
    reconcileAfterMs: 60_000,
    ...overrides,
    yookassa: {
      shopId: '',
      secretKey: '',
      returnUrl: 'https://shop.example.com',
      apiUrl: '',
      notificationIps: app.notificationIps ?? ['127.0.0.1', '::1'],
      timeoutMs: TEST_GATEWAY_TIMEOUT_MS,
    },
  };
  before(async () => {
    fake = await startFakeYookassa();
    Object.assign(payments.yookassa ?? {}, {
      shopId: fake.shopId,
      secretKey: fake.secretKey,
      apiUrl: fake.url,
    });
  });
  const trust = app.trustProxy === undefined ? {} : { trustProxy: app.trustProxy };
  const ctx = useApp(backend, { config: { payments, ...trust } });
  before(async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    webhook = `${address}/api/v1/payments/notifications`;
  });
  after(async () => {
    await fake?.close();
  });
  return {
    get app() {
      return ctx.app;
    },
    get database() {
      return ctx.database;
    },
    get fake() {
      if (!fake) throw new Error('useYookassaApp: the fake starts in before()');
      return fake;
    },
    get webhook() {
      return webhook;
    },
  };
}

export interface PaymentAnswer {
  id: string;
  user_id: number;
  amount: string;
  provider: string;
  status: string;
  confirmation_url: string;
  created_at: string;
  paid_at: string | null;
}

/** POST /payments that must answer 201, and the fake's payment made for it. */
export async function topUp(handle: YookassaHandle, who: Account, amount = '500') {
  const payment = await ok<PaymentAnswer>(handle.app, who, 'POST', '/payments', { amount });
  const gateway = handle.fake.paymentFor(payment.id);
  if (!gateway) throw new Error(`the fake has no payment for ${payment.id}`);
  return { payment, gateway };
}

/** Makes a payment look older to the periodic check (and never asked about). */
export async function age(handle: AppHandle, id: string, minutes = 10) {
  await handle.app.db.execute(sql`UPDATE payments SET checked_at = NULL,
    created_at = created_at - make_interval(mins => ${minutes}) WHERE id = ${id}`);
}

export async function ledgerRows(handle: AppHandle, paymentId: string) {
  return rows<{ amount: string }>(
    handle.app,
    sql`SELECT amount::text AS amount FROM ledger_entries WHERE payment_id = ${paymentId}`,
  );
}
