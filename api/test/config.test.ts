import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig, REPO_ROOT } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults: PGlite under <repo>/data/pglite on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 3000);
    assert.deepEqual(config.database, {
      kind: 'pglite',
      dataDir: path.join(REPO_ROOT, 'data', 'pglite'),
    });
    assert.equal(config.jwtSecret, null);
    assert.equal(config.accessTokenTtlMinutes, 60);
    assert.deepEqual(config.admin, { username: null, password: null });
    assert.equal(config.rateLimits.loginPerUser, 10);
    assert.equal(config.rateLimits.loginPerIp, 60);
    assert.equal(config.rateLimits.registerPerIp, 20);
    assert.equal(config.rateLimits.registerWindowMs, 10 * 60_000);
    assert.equal(config.staticRoot, REPO_ROOT);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    assert.deepEqual(loadConfig({ DATABASE_URL: url }).database, { kind: 'postgres', url });
  });

  it('lists every problem, naming each variable', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          JWT_SECRET: 'short',
          ADMIN_PASSWORD: '123',
          REMOTE_MANIFESTS: '[1]',
          LOGIN_RATE_LIMIT_PER_IP: '0',
          REDIS_URL: 'localhost:6379',
          DEPLOYMENT_ID: 'no spaces',
          CORS_ORIGINS: 'https://shop.example.com/path',
          PUBLIC_BASE_URL: 'shop.example.ru',
        }),
      (err: Error) => {
        for (const name of [
          'PORT',
          'DATABASE_URL',
          'JWT_SECRET',
          'ADMIN_PASSWORD',
          'REMOTE_MANIFESTS',
          'LOGIN_RATE_LIMIT_PER_IP',
          'REDIS_URL',
          'DEPLOYMENT_ID',
          'CORS_ORIGINS',
          'PUBLIC_BASE_URL',
        ]) {
          assert.match(err.message, new RegExp(`- ${name}`));
        }
        assert.match(err.message, /Неверная конфигурация/);
        return true;
      },
    );
  });

  it('reads the public base URL (issue 21): an http(s) origin; the local address by default', () => {
    assert.equal(loadConfig({}).publicBaseUrl, 'http://localhost:3000');
    assert.equal(loadConfig({ PORT: '8000' }).publicBaseUrl, 'http://localhost:8000');
    assert.equal(loadConfig({ PUBLIC_BASE_URL: ' ' }).publicBaseUrl, 'http://localhost:3000');
    for (const [value, origin] of [
      ['https://shop.example.ru', 'https://shop.example.ru'],
      ['https://Shop.Example.RU/', 'https://shop.example.ru'],
      ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
      ['https://магазин.рф', 'https://xn--80aairftm.xn--p1ai'],
    ]) {
      assert.equal(loadConfig({ PUBLIC_BASE_URL: value }).publicBaseUrl, origin, value);
    }
    for (const wrong of [
      'shop.example.ru',
      'ftp://shop.example.ru',
      'https://shop.example.ru/shop',
      'https://shop.example.ru/?a=1',
      'https://user:pw@shop.example.ru',
      'https://shop.example.ru#top',
    ]) {
      assert.throws(() => loadConfig({ PUBLIC_BASE_URL: wrong }), /PUBLIC_BASE_URL/, wrong);
    }
  });

  it('has no Redis, deployment id or CORS origins unless set', () => {
    const config = loadConfig({});
    assert.equal(config.redis, null);
    assert.equal(config.deploymentId, null);
    assert.deepEqual(config.corsOrigins, []);
  });

  it('reads REDIS_URL (redis:// or rediss://) and REDIS_KEY_PREFIX (default storefront:)', () => {
    assert.deepEqual(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis, {
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'storefront:',
    });
    const tls = {
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'shop-b:',
    };
    assert.deepEqual(loadConfig(tls).redis, {
      url: 'rediss://:secret@cache.internal:6380/2',
      keyPrefix: 'shop-b:',
    });
    for (const bad of ['http://cache:6379', 'cache:6379', 'redis://', 'redis:6379']) {
      assert.throws(
        () => loadConfig({ REDIS_URL: bad }),
        (err: Error) => /- REDIS_URL: ожидается адрес вида redis:\/\//.test(err.message),
        bad,
      );
    }
    assert.throws(
      () => loadConfig({ REDIS_URL: 'redis://:hunter2-password@@', REDIS_KEY_PREFIX: 'a b' }),
      (err: Error) => {
        assert.match(err.message, /- REDIS_URL/);
        assert.match(err.message, /- REDIS_KEY_PREFIX/);
        assert.doesNotMatch(err.message, /hunter2/, 'a password is never printed');
        return true;
      },
    );
  });

  it('reads DEPLOYMENT_ID: 1 to 64 letters, digits, dots, dashes, underscores', () => {
    assert.equal(loadConfig({ DEPLOYMENT_ID: 'v1.4.2_build-77' }).deploymentId, 'v1.4.2_build-77');
    assert.equal(loadConfig({ DEPLOYMENT_ID: 'a'.repeat(64) }).deploymentId, 'a'.repeat(64));
    for (const bad of ['a'.repeat(65), 'v1 2', 'релиз', 'a/b', '<x>']) {
      assert.throws(() => loadConfig({ DEPLOYMENT_ID: bad }), /- DEPLOYMENT_ID/, bad);
    }
  });

  it('reads CORS_ORIGINS as exact http(s) origins, normalised as browsers send them', () => {
    const set = loadConfig({
      CORS_ORIGINS:
        'https://shop.example.com, http://localhost:8080 ,https://Admin.Example.com:443/,',
    });
    assert.deepEqual(set.corsOrigins, [
      'https://shop.example.com',
      'http://localhost:8080',
      'https://admin.example.com',
    ]);
    const bad = ['*', 'shop.example.com', 'ftp://shop.example.com', 'https://shop.example.com/app'];
    bad.push('https://shop.example.com?x=1', 'https://user:pw@shop.example.com', 'https://a.com/#');
    for (const value of bad) {
      assert.throws(
        () => loadConfig({ CORS_ORIGINS: `https://ok.example.com,${value}` }),
        (err: Error) => err.message.includes(`- CORS_ORIGINS: «${value}»`),
        value,
      );
    }
  });

  it('reads REMOTE_MANIFESTS as a JSON object of URLs', () => {
    const value = { mf_auth: 'https://cdn.example.com/mf-auth/mf-manifest.json' };
    assert.deepEqual(
      loadConfig({ REMOTE_MANIFESTS: JSON.stringify(value) }).remoteManifests,
      value,
    );
  });

  it('keeps uploads beside the data: <DATA_DIR>/uploads, else <repo>/data/uploads, 5 MB', () => {
    const plain = loadConfig({});
    assert.deepEqual(plain.uploads, {
      dir: path.join(REPO_ROOT, 'data', 'uploads'),
      maxBytes: 5 * 1024 * 1024,
      orphanTtlMs: 24 * 3_600_000,
      image: { maxSide: 8000, maxPixels: 40_000_000 },
    });
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    assert.equal(loadConfig({ DATABASE_URL: url }).uploads.dir, plain.uploads.dir);
    assert.equal(loadConfig({ DATA_DIR: '/srv/shop' }).uploads.dir, '/srv/shop/uploads');
    const set = loadConfig({ UPLOAD_DIR: '/srv/files', UPLOAD_MAX_BYTES: '1048576' }).uploads;
    assert.deepEqual([set.dir, set.maxBytes], ['/srv/files', 1048576]);
    assert.throws(() => loadConfig({ UPLOAD_MAX_BYTES: '0' }), /- UPLOAD_MAX_BYTES/);
    const image = loadConfig({ UPLOAD_MAX_IMAGE_SIDE: '4000', UPLOAD_MAX_IMAGE_PIXELS: '1000000' });
    assert.deepEqual(image.uploads.image, { maxSide: 4000, maxPixels: 1_000_000 });
    assert.throws(() => loadConfig({ UPLOAD_MAX_IMAGE_SIDE: '0' }), /- UPLOAD_MAX_IMAGE_SIDE/);
  });

  it('reads UPLOAD_ORPHAN_TTL as a duration: 24h by default, a bare number is seconds', () => {
    const ttl = (value: string) => loadConfig({ UPLOAD_ORPHAN_TTL: value }).uploads.orphanTtlMs;
    assert.deepEqual(['90m', '2h', '7d', '3600', '600s'].map(ttl), [
      90 * 60_000,
      2 * 3_600_000,
      7 * 86_400_000,
      3_600_000,
      600_000,
    ]);
    for (const bad of ['0', '30s', 'soon', '-1h', '400d', '1.5h']) {
      assert.throws(() => loadConfig({ UPLOAD_ORPHAN_TTL: bad }), /- UPLOAD_ORPHAN_TTL/, bad);
    }
  });
});
