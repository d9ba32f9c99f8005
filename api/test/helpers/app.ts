/**
 * `useApp(backend)` registers before/after hooks that build the app on a fresh database and
 * tear both down, and returns a handle whose `app` is ready inside the tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { UPLOAD_DEFAULT_MAX_BYTES } from '@storefront/shared/limits';
import { type App, type BuildOptions, buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { type Backend, createTestDatabase, type TestDatabase } from './databases.ts';

/** The defaults of UPLOAD_MAX_IMAGE_SIDE and UPLOAD_MAX_IMAGE_PIXELS. */
export const TEST_IMAGE_LIMITS = { maxSide: 8000, maxPixels: 40_000_000 };

export const TEST_ADMIN = { username: 'root', password: 'root-password-123' };

let emptyRoot: string | undefined;

/** One empty static root for the whole run: no shell, no remotes. */
function emptyStaticRoot(): string {
  if (!emptyRoot) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    emptyRoot = dir;
  }
  return emptyRoot;
}

export interface AppOptions {
  config?: Partial<AppConfig>;
  /** Receives the generated-credentials banner instead of stdout. */
  print?: (text: string) => void;
  /** Sees every route as it is registered. */
  onRoute?: BuildOptions['onRoute'];
  /** A payment gateway adapter instead of the embedded test provider. */
  paymentProvider?: BuildOptions['paymentProvider'];
}

/** A fresh uploads folder per app, under one temporary root removed when the run ends. */
let uploadsRoot: string | undefined;
export function freshUploadDir(): string {
  if (!uploadsRoot) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-uploads-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    uploadsRoot = dir;
  }
  return fs.mkdtempSync(path.join(uploadsRoot, 'app-'));
}

/** Config of a test app: generous limits, a known superuser, an empty static root. */
export function testConfig(database: AppConfig['database'], overrides: Partial<AppConfig> = {}) {
  const config: AppConfig = {
    host: '127.0.0.1',
    port: 0,
    database,
    jwtSecret: null,
    accessTokenTtlMinutes: 60,
    rateLimits: {
      loginPerUser: 1000,
      loginPerIp: 1000,
      loginWindowMs: 60_000,
      registerPerIp: 1000,
      registerWindowMs: 600_000,
      passwordChangePerUser: 1000,
      passwordChangeWindowMs: 900_000,
      couponCheckPerUser: 100_000,
      couponCheckPerIp: 100_000,
      couponCheckWindowMs: 60_000,
      ticketCreatePerUser: 100_000,
      ticketMessagePerUser: 100_000,
      ticketWindowMs: 600_000,
      ticketsOpenPerUser: 100_000,
    },
    admin: { ...TEST_ADMIN },
    staticRoot: emptyStaticRoot(),
    publicBaseUrl: 'https://shop.example.ru',
    remoteManifests: {},
    logLevel: 'silent',
    trustProxy: false,
    uploads: {
      dir: freshUploadDir(),
      maxBytes: UPLOAD_DEFAULT_MAX_BYTES,
      orphanTtlMs: 24 * 3_600_000,
      image: TEST_IMAGE_LIMITS,
    },
    redis: null,
    deploymentId: null,
    corsOrigins: [],
  };
  return { ...config, ...overrides };
}

export function buildTestApp(database: AppConfig['database'], options: AppOptions = {}) {
  const print = options.print ?? (() => {});
  return buildApp({
    config: testConfig(database, options.config),
    bootstrap: { print },
    onRoute: options.onRoute,
    paymentProvider: options.paymentProvider,
  });
}

export interface AppHandle {
  readonly app: App;
  readonly database: TestDatabase;
}

export function useApp(backend: Backend, options: AppOptions = {}) {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  before(async () => {
    database = await createTestDatabase(backend);
    app = await buildTestApp(database.config, options);
  });
  after(async () => {
    await app?.close();
    await database?.drop();
  });
  const built = () => {
    if (!app) throw new Error('useApp: the app is built in before()');
    return app;
  };
  return {
    get app() {
      return built();
    },
    get database() {
      if (!database) throw new Error('useApp: the database is created in before()');
      return database;
    },
    /** A request to the app as `who` (their bearer token), in `language` when one is given. */
    call: (
      who: { headers: Record<string, string> },
      method: string,
      url: string,
      payload?: object,
      language?: string,
    ) => {
      const headers = language ? { ...who.headers, 'accept-language': language } : who.headers;
      return built().inject({ method: method as 'GET', url, headers, payload });
    },
  };
}
