// Issue 20: the payment variables. ЮKassa without its credentials stops the start naming each
// missing variable; the notification address list accepts IPv4 and IPv6 addresses and ranges.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { YOOKASSA_NOTIFICATION_IPS } from '../../src/lib/payments-env.ts';
import { addressList } from '../../src/plugins/app/finance/yookassa-provider.ts';

const YOOKASSA = {
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'live_secret',
  YOOKASSA_RETURN_URL: 'https://shop.example.com/',
};

describe('payment configuration', () => {
  it('defaults to the test provider with the documented limits and check timings', () => {
    assert.deepEqual(loadConfig({}).payments, {
      provider: 'test',
      yookassa: null,
      pendingPerUser: 5,
      createPerUser: 20,
      createWindowMs: 60_000,
      reconcileIntervalMs: 60_000,
      reconcileAfterMs: 180_000,
    });
  });

  it('reads ЮKassa: its API, the return base without a trailing slash, its published addresses', () => {
    const config = loadConfig(YOOKASSA).payments;
    assert.deepEqual(config?.yookassa, {
      shopId: '123456',
      secretKey: 'live_secret',
      returnUrl: 'https://shop.example.com',
      apiUrl: 'https://api.yookassa.ru/v3',
      notificationIps: YOOKASSA_NOTIFICATION_IPS,
      timeoutMs: 10_000,
    });
    const set = loadConfig({
      ...YOOKASSA,
      YOOKASSA_API_URL: 'http://127.0.0.1:9999/v3',
      YOOKASSA_NOTIFICATION_IPS: '10.0.0.0/8, ::1',
      PAYMENT_RECONCILE_INTERVAL: '30s',
      PAYMENT_RECONCILE_AFTER: '5m',
      PAYMENT_PENDING_LIMIT_PER_USER: '2',
    }).payments;
    assert.equal(set?.yookassa?.apiUrl, 'http://127.0.0.1:9999/v3');
    assert.deepEqual(set?.yookassa?.notificationIps, ['10.0.0.0/8', '::1']);
    assert.deepEqual(
      [set?.reconcileIntervalMs, set?.reconcileAfterMs, set?.pendingPerUser],
      [30_000, 300_000, 2],
    );
  });

  it('stops the start naming every missing or wrong ЮKassa setting', () => {
    assert.throws(
      () => loadConfig({ PAYMENT_PROVIDER: 'yookassa' }),
      (err: Error) => {
        for (const name of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'YOOKASSA_RETURN_URL']) {
          assert.match(
            err.message,
            new RegExp(`- ${name}: обязательна при PAYMENT_PROVIDER=yookassa`),
          );
        }
        return true;
      },
    );
    assert.throws(
      () =>
        loadConfig({
          ...YOOKASSA,
          YOOKASSA_RETURN_URL: 'shop.example.com',
          YOOKASSA_NOTIFICATION_IPS: '185.71.76.0/33,example.com',
        }),
      (err: Error) => {
        assert.match(err.message, /- YOOKASSA_RETURN_URL: нужен абсолютный адрес/);
        assert.match(err.message, /- YOOKASSA_NOTIFICATION_IPS: «185\.71\.76\.0\/33»/);
        assert.match(err.message, /- YOOKASSA_NOTIFICATION_IPS: «example\.com»/);
        assert.doesNotMatch(err.message, /live_secret/, 'the secret is never printed');
        return true;
      },
    );
    assert.throws(
      () => loadConfig({ PAYMENT_PROVIDER: 'paypal' }),
      /- PAYMENT_PROVIDER: одно из test, yookassa/,
    );
  });

  it("matches ЮKassa's ranges, IPv4 (also IPv4-mapped IPv6) and IPv6, and nothing else", () => {
    const fromGateway = addressList(YOOKASSA_NOTIFICATION_IPS);
    for (const ip of [
      '185.71.76.0',
      '185.71.76.31',
      '185.71.77.5',
      '77.75.153.127',
      '77.75.156.11',
      '77.75.156.35',
      '77.75.154.200',
      '2a02:5180::1',
      '2a02:5180:ffff::1',
      '::ffff:185.71.76.7',
    ]) {
      assert.equal(fromGateway(ip), true, ip);
    }
    for (const ip of [
      '185.71.76.32',
      '77.75.153.128',
      '77.75.156.12',
      '77.75.154.127',
      '2a02:5181::1',
      '127.0.0.1',
      '::1',
      '::ffff:10.0.0.1',
      'not-an-ip',
      '',
    ]) {
      assert.equal(fromGateway(ip), false, ip);
    }
  });
});
