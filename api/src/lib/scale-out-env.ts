/**
 * The variables of running several replicas (issue 6): Redis for shared rate limits, the
 * deployment id the client's boot watcher sees, and the origins allowed to call the API from
 * another site. Each problem is collected by the EnvReader, so one start lists them all.
 */
import { DEPLOYMENT_ID } from '@storefront/shared/contract/health';
import type { EnvReader } from './env-reader.ts';

export interface RedisConfig {
  url: string;
  /** Put before every key, so several deployments or test runs can share one Redis. */
  keyPrefix: string;
}

const KEY_PREFIX = /^[A-Za-z0-9:._-]{1,64}$/;

export function readRedis(r: EnvReader): RedisConfig | null {
  const url = r.string('REDIS_URL');
  const keyPrefix = r.string('REDIS_KEY_PREFIX') ?? 'storefront:';
  if (!KEY_PREFIX.test(keyPrefix)) {
    r.fail('REDIS_KEY_PREFIX', 'от 1 до 64 символов: латинские буквы, цифры и . _ - :');
  }
  if (url === undefined) return null;
  // The value may hold a password: the message never repeats it.
  if (!isRedisUrl(url)) {
    r.fail('REDIS_URL', 'ожидается адрес вида redis://host:6379 или rediss://host:6379');
  }
  return { url, keyPrefix };
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function readDeploymentId(r: EnvReader): string | null {
  const id = r.string('DEPLOYMENT_ID');
  if (id === undefined) return null;
  if (!DEPLOYMENT_ID.test(id)) {
    r.fail(
      'DEPLOYMENT_ID',
      'от 1 до 64 символов: латинские буквы, цифры, точка, дефис и подчёркивание',
    );
  }
  return id;
}

/**
 * Exact origins, normalised as a browser sends them in `Origin` (lower-case host, no default
 * port, no trailing slash). A path, a query, credentials or `*` are refused rather than
 * guessed at: a wrong CORS list is a security setting gone quietly wrong.
 */
export function readCorsOrigins(r: EnvReader): string[] {
  const raw = r.string('CORS_ORIGINS');
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const item of raw.split(',').map((s) => s.trim())) {
    if (item === '') continue;
    const origin = toOrigin(item);
    if (origin === null) {
      r.fail(
        'CORS_ORIGINS',
        `«${item}»: нужен источник вида https://shop.example.com (http или https, без пути)`,
      );
    } else if (!origins.includes(origin)) {
      origins.push(origin);
    }
  }
  return origins;
}

function toOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    // `new URL` also accepts `https://a.com/?` and `https://a.com/#`; only a bare slash may follow.
    /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value);
  return plain ? url.origin : null;
}
