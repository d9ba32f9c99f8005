/**
 * The API's whole configuration, read from the environment once at start. Every variable is
 * documented in api/README.md. NODE_ENV deliberately switches nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_DEFAULT_MAX_BYTES } from '@storefront/shared/limits';
import { API_ROOT } from './lib/entry-points.ts';
import { ConfigError, type Env, EnvReader } from './lib/env-reader.ts';
import type { ImageLimits } from './lib/image-inspection.ts';
import { type PaymentsConfig, readPayments } from './lib/payments-env.ts';
import {
  type RedisConfig,
  readCorsOrigins,
  readDeploymentId,
  readRedis,
} from './lib/scale-out-env.ts';

export type DatabaseConfig =
  /** Embedded PGlite persisted in a folder, locked against a second process. */
  | { kind: 'pglite'; dataDir: string }
  /** In-memory PGlite, optionally cloned from a dump: tests only. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

export interface RateLimitConfig {
  loginPerUser: number;
  loginPerIp: number;
  loginWindowMs: number;
  registerPerIp: number;
  registerWindowMs: number;
  /** POST /auth/change-password per signed-in user: a stolen token cannot guess the password. */
  passwordChangePerUser: number;
  passwordChangeWindowMs: number;
  /** POST /coupons/validate and /apply: codes cannot be enumerated. */
  couponCheckPerUser: number;
  couponCheckPerIp: number;
  couponCheckWindowMs: number;
  /** POST /tickets/ per customer, and a customer's POST /tickets/{id}/messages (issue 20). */
  ticketCreatePerUser: number;
  ticketMessagePerUser: number;
  ticketWindowMs: number;
  /** A customer's tickets not closed at most: the next POST /tickets/ is refused (409). */
  ticketsOpenPerUser: number;
}

export interface UploadsConfig {
  /** Folder of the disk file store (plugins/app/uploads/disk-file-storage.ts). */
  dir: string;
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /**
   * An upload no product shows is deleted once it is older than this (ms): long enough for an
   * admin to finish the form the file was uploaded from (see orphan-sweep.ts).
   */
  orphanTtlMs: number;
  /** The largest picture accepted, checked in its real header (lib/image-inspection.ts). */
  image: ImageLimits;
}

export interface AppConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  /** null: generated once and kept in the `settings` table (see README). */
  jwtSecret: string | null;
  accessTokenTtlMinutes: number;
  rateLimits: RateLimitConfig;
  admin: { username: string | null; password: string | null };
  /** Folder holding `shell/` and `mf-*` packages whose `dist/` is served. */
  staticRoot: string;
  remoteManifests: Record<string, string>;
  logLevel: string;
  trustProxy: boolean | string;
  uploads: UploadsConfig;
  /** null: rate limits count in this process's memory (one instance only). */
  redis: RedisConfig | null;
  /** `/health`'s boot_id when set; see plugins/app/boot-id.ts for the fallbacks. */
  deploymentId: string | null;
  /** Exact origins allowed to call the API from another site; empty: no CORS headers at all. */
  corsOrigins: string[];
  /**
   * Top-ups (lib/payments-env.ts): `PAYMENT_PROVIDER` and its settings, the per-user limits,
   * the periodic check. Unset (tests): DEFAULT_PAYMENTS_CONFIG, the embedded test provider.
   */
  payments?: PaymentsConfig;
  /**
   * The shop's public address, origin only, no trailing slash (`PUBLIC_BASE_URL`, issue 21):
   * the sitemap's and robots.txt's absolute URLs. Unset (tests): `http://localhost:<port>`.
   */
  publicBaseUrl?: string;
  /** URLs in one sitemap file; past it /sitemap.xml becomes an index (50 000; tests: fewer). */
  sitemapPartSize?: number;
}

export {
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  type PaymentsConfig,
} from './lib/payments-env.ts';

/** The folder holding api/ (its path, without a trailing slash). */
export const REPO_ROOT = path.dirname(fileURLToPath(API_ROOT));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): AppConfig {
  const r = new EnvReader(env);
  const config: AppConfig = {
    host: r.string('HOST') ?? '127.0.0.1',
    port: r.int('PORT', 3000, 0, 65535),
    database: readDatabase(r),
    jwtSecret: readJwtSecret(r),
    accessTokenTtlMinutes: r.int('ACCESS_TOKEN_TTL_MINUTES', 60, 1, 60 * 24 * 30),
    rateLimits: {
      loginPerUser: r.int('LOGIN_RATE_LIMIT_PER_USER', 10, 1, 1_000_000_000),
      loginPerIp: r.int('LOGIN_RATE_LIMIT_PER_IP', 60, 1, 1_000_000_000),
      loginWindowMs: MINUTE,
      registerPerIp: r.int('REGISTER_RATE_LIMIT_PER_IP', 20, 1, 1_000_000_000),
      registerWindowMs: r.int('REGISTER_RATE_LIMIT_WINDOW_MINUTES', 10, 1, 24 * 60) * MINUTE,
      passwordChangePerUser: r.int('PASSWORD_CHANGE_RATE_LIMIT_PER_USER', 5, 1, 1_000_000_000),
      passwordChangeWindowMs: 15 * MINUTE,
      couponCheckPerUser: r.int('COUPON_CHECK_RATE_LIMIT_PER_USER', 30, 1, 1_000_000_000),
      couponCheckPerIp: r.int('COUPON_CHECK_RATE_LIMIT_PER_IP', 120, 1, 1_000_000_000),
      couponCheckWindowMs: MINUTE,
      ticketCreatePerUser: r.int('TICKET_CREATE_RATE_LIMIT_PER_USER', 5, 1, 1_000_000_000),
      ticketMessagePerUser: r.int('TICKET_MESSAGE_RATE_LIMIT_PER_USER', 30, 1, 1_000_000_000),
      ticketWindowMs: 10 * MINUTE,
      ticketsOpenPerUser: r.int('TICKETS_OPEN_MAX_PER_USER', 5, 1, 1_000_000),
    },
    admin: readAdmin(r),
    staticRoot: path.resolve(r.string('STATIC_ROOT') ?? REPO_ROOT),
    remoteManifests: readRemoteManifests(r),
    logLevel: r.string('LOG_LEVEL') ?? 'info',
    trustProxy: readTrustProxy(r),
    uploads: {
      dir: readUploadDir(r),
      maxBytes: r.int('UPLOAD_MAX_BYTES', UPLOAD_DEFAULT_MAX_BYTES, 1, 1024 * 1024 * 1024),
      orphanTtlMs: r.durationMs('UPLOAD_ORPHAN_TTL', 24 * HOUR, MINUTE, 365 * 24 * HOUR),
      image: {
        maxSide: r.int('UPLOAD_MAX_IMAGE_SIDE', 8000, 1, 65_535),
        maxPixels: r.int('UPLOAD_MAX_IMAGE_PIXELS', 40_000_000, 1, 1_000_000_000),
      },
    },
    redis: readRedis(r),
    deploymentId: readDeploymentId(r),
    corsOrigins: readCorsOrigins(r),
    payments: readPayments(r),
    publicBaseUrl: '',
  };
  config.publicBaseUrl = readPublicBaseUrl(r, config.port);
  if (!LOG_LEVELS.includes(config.logLevel)) {
    r.fail('LOG_LEVEL', `одно из ${LOG_LEVELS.join(', ')}`);
  }
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

function readDatabase(r: EnvReader): DatabaseConfig {
  const url = r.string('DATABASE_URL');
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      r.fail('DATABASE_URL', 'ожидается адрес вида postgres://user@host:5432/db');
    }
    return { kind: 'postgres', url };
  }
  const dataDir = r.string('DATA_DIR') ?? path.join(REPO_ROOT, 'data', 'pglite');
  return { kind: 'pglite', dataDir: path.resolve(dataDir) };
}

/**
 * Beside the database by default: inside DATA_DIR when it is set, else in the repository's data
 * folder (next to PGlite's `data/pglite`), also when DATABASE_URL replaces PGlite.
 */
function readUploadDir(r: EnvReader): string {
  const explicit = r.string('UPLOAD_DIR');
  if (explicit !== undefined) return path.resolve(explicit);
  const dataDir = r.string('DATA_DIR');
  return path.resolve(dataDir ?? path.join(REPO_ROOT, 'data'), 'uploads');
}

function readJwtSecret(r: EnvReader): string | null {
  const secret = r.string('JWT_SECRET');
  if (secret === undefined) return null;
  if (secret.length < 32) r.fail('JWT_SECRET', 'не короче 32 символов');
  return secret;
}

function readAdmin(r: EnvReader): AppConfig['admin'] {
  const username = r.string('ADMIN_USERNAME') ?? null;
  const password = r.string('ADMIN_PASSWORD') ?? null;
  if (username !== null && (username.length < 3 || username.length > 50)) {
    r.fail('ADMIN_USERNAME', 'от 3 до 50 символов');
  }
  if (password !== null && (password.length < 8 || password.length > 256)) {
    r.fail('ADMIN_PASSWORD', 'от 8 до 256 символов');
  }
  return { username, password };
}

function readRemoteManifests(r: EnvReader): Record<string, string> {
  const value = r.json('REMOTE_MANIFESTS');
  if (value === undefined) return {};
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string');
  if (!valid) {
    r.fail('REMOTE_MANIFESTS', 'ожидается объект {"mf_auth": "https://.../mf-manifest.json"}');
    return {};
  }
  return value as Record<string, string>;
}

/** An http(s) origin: scheme, host and optional port, no path, query or credentials. */
function readPublicBaseUrl(r: EnvReader, port: number): string {
  const value = r.string('PUBLIC_BASE_URL');
  if (value === undefined) return `http://localhost:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const bare =
    url !== null &&
    /^https?:$/.test(url.protocol) &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !/[?#]/.test(value);
  if (!url || !bare) {
    r.fail('PUBLIC_BASE_URL', 'ожидается адрес сайта без пути, например https://shop.example.ru');
    return `http://localhost:${port}`;
  }
  // The origin as browsers write it: host lowercased, an IDN in punycode, default port dropped.
  const origin = url.origin;
  return origin;
}

function readTrustProxy(r: EnvReader): boolean | string {
  const value = r.string('TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** The shop's public origin: PUBLIC_BASE_URL, or this process's own address (tests). */
export function publicOrigin(config: AppConfig): string {
  return config.publicBaseUrl ?? `http://localhost:${config.port}`;
}
