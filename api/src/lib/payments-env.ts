/**
 * The variables of top-ups (issue 20): which gateway takes them, ЮKassa's credentials and the
 * addresses its notifications come from, the per-user limits on creating payments, and the
 * periodic check of pending ones. Every problem is collected by the EnvReader, so one start
 * lists them all; a ЮKassa without its credentials stops the start rather than take payments
 * nobody can be paid for.
 */
import { isIP } from 'node:net';
import type { EnvReader } from './env-reader.ts';

export const PAYMENT_PROVIDERS = ['test', 'yookassa'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** ЮKassa's published notification sources (yookassa.ru/developers, "IP addresses"). */
export const YOOKASSA_NOTIFICATION_IPS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

export interface YookassaConfig {
  shopId: string;
  secretKey: string;
  /** Absolute base: the customer comes back to `<returnUrl>/pay/{our id}`. */
  returnUrl: string;
  /** `https://api.yookassa.ru/v3`; tests point it at the fake gateway. */
  apiUrl: string;
  /** Addresses or CIDR ranges, IPv4 and IPv6, a notification may come from. */
  notificationIps: string[];
  /** One call to the gateway gives up after this (ms) and is retried with the same key. */
  timeoutMs: number;
}

export interface PaymentsConfig {
  provider: PaymentProviderName;
  /** Set when `provider` is yookassa. */
  yookassa: YookassaConfig | null;
  /** Pending payments one user may hold at once (counted in the database: every replica). */
  pendingPerUser: number;
  /** POST /payments per user per window (counted in Redis when REDIS_URL is set). */
  createPerUser: number;
  createWindowMs: number;
  /** How often pending gateway payments are asked about, and from what age. */
  reconcileIntervalMs: number;
  reconcileAfterMs: number;
}

export const DEFAULT_PAYMENTS_CONFIG: PaymentsConfig = {
  provider: 'test',
  yookassa: null,
  pendingPerUser: 5,
  createPerUser: 20,
  createWindowMs: 60_000,
  reconcileIntervalMs: 60_000,
  reconcileAfterMs: 3 * 60_000,
};

const MINUTE = 60_000;

export function readPayments(r: EnvReader): PaymentsConfig {
  const name = r.string('PAYMENT_PROVIDER') ?? 'test';
  let provider: PaymentProviderName = 'test';
  if ((PAYMENT_PROVIDERS as readonly string[]).includes(name)) {
    provider = name as PaymentProviderName;
  } else {
    r.fail('PAYMENT_PROVIDER', `одно из ${PAYMENT_PROVIDERS.join(', ')}`);
  }
  return {
    provider,
    yookassa: provider === 'yookassa' ? readYookassa(r) : null,
    pendingPerUser: r.int('PAYMENT_PENDING_LIMIT_PER_USER', 5, 1, 1000),
    createPerUser: r.int('PAYMENT_CREATE_RATE_LIMIT_PER_USER', 20, 1, 1_000_000_000),
    createWindowMs: MINUTE,
    reconcileIntervalMs: r.durationMs('PAYMENT_RECONCILE_INTERVAL', MINUTE, 1000, 24 * 60 * MINUTE),
    reconcileAfterMs: r.durationMs('PAYMENT_RECONCILE_AFTER', 3 * MINUTE, 1000, 24 * 60 * MINUTE),
  };
}

function readYookassa(r: EnvReader): YookassaConfig {
  const required = (variable: string, what: string) => {
    const value = r.string(variable);
    if (value === undefined) {
      r.fail(variable, `обязательна при PAYMENT_PROVIDER=yookassa: ${what}`);
    }
    return value ?? '';
  };
  const shopId = required('YOOKASSA_SHOP_ID', 'shopId магазина из личного кабинета ЮKassa');
  const secretKey = required('YOOKASSA_SECRET_KEY', 'секретный ключ из личного кабинета ЮKassa');
  const returnUrl = required(
    'YOOKASSA_RETURN_URL',
    'адрес магазина, например https://shop.example.com (покупатель вернётся на /pay/{id})',
  ).replace(/\/+$/, '');
  if (returnUrl !== '' && !isHttpUrl(returnUrl)) {
    r.fail('YOOKASSA_RETURN_URL', 'нужен абсолютный адрес http(s)://…');
  }
  const apiUrl = (r.string('YOOKASSA_API_URL') ?? 'https://api.yookassa.ru/v3').replace(/\/+$/, '');
  if (!isHttpUrl(apiUrl)) r.fail('YOOKASSA_API_URL', 'нужен абсолютный адрес http(s)://…');
  const ips = r.string('YOOKASSA_NOTIFICATION_IPS');
  const notificationIps = ips === undefined ? YOOKASSA_NOTIFICATION_IPS : splitList(ips);
  for (const item of notificationIps) {
    if (!isAddressRange(item)) {
      r.fail('YOOKASSA_NOTIFICATION_IPS', `«${item}»: нужен адрес или диапазон CIDR (IPv4, IPv6)`);
    }
  }
  return {
    shopId,
    secretKey,
    returnUrl,
    apiUrl,
    notificationIps,
    timeoutMs: r.int('YOOKASSA_TIMEOUT_MS', 10_000, 100, 120_000),
  };
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `1.2.3.4`, `1.2.3.0/24`, `2a02:5180::/32`. */
export function isAddressRange(item: string): boolean {
  const [address = '', prefix, extra] = item.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}
