// Issue 20: behind a proxy the notification's source is the client address TRUST_PROXY gives
// (X-Forwarded-For set by the trusted proxy), never the proxy's own; and on PostgreSQL two
// replicas sharing one database, each hit by the same notifications and running the periodic
// check at once, credit a payment once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../../../../src/app.ts';
import { createAccount } from '../../../../helpers/accounts.ts';
import { buildTestApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';
import { age, ledgerRows, topUp, useYookassaApp } from '../../../../helpers/yookassa-app.ts';

const notification = (object: object) => ({
  type: 'notification',
  event: 'payment.succeeded',
  object,
});

for (const backend of backends()) {
  describe(`notification sources behind a proxy [${backend}]`, () => {
    // The proxy is 127.0.0.1; notifications may come only from ЮKassa's range.
    const h = useYookassaApp(
      backend,
      {},
      { trustProxy: '127.0.0.1', notificationIps: ['185.71.76.0/27', '2a02:5180::/32'] },
    );
    const post = (forwardedFor: string | undefined, object: object) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/payments/notifications',
        remoteAddress: '127.0.0.1',
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: notification(object),
      });

    it('takes the forwarded client address: the gateway’s is accepted, the proxy’s own is not', async () => {
      const customer = await createAccount(h.app);
      const { gateway } = await topUp(h, customer, '500');
      h.fake.succeed(gateway.id);
      for (const forwarded of [undefined, '203.0.113.9', '185.71.76.40']) {
        assert.equal((await post(forwarded, gateway)).statusCode, 403, String(forwarded));
      }
      assert.equal(await balanceOf(h.app, customer), '0.00');
      const accepted = await post('185.71.76.5', gateway);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.equal(await balanceOf(h.app, customer), '500.00');
      const v6 = await post('2a02:5180::7', gateway);
      assert.equal(v6.statusCode, 200, v6.body);
      assert.equal(await balanceOf(h.app, customer), '500.00');
    });
  });
}

for (const backend of backends().filter((b) => b === 'postgres')) {
  describe(`two replicas settle one payment [${backend}]`, () => {
    const h = useYookassaApp(backend);
    let replica: App | undefined;
    let webhook2 = '';
    before(async () => {
      replica = await buildTestApp(h.database.config, {
        config: { payments: h.app.payments.config },
      });
      webhook2 = `${await replica.listen({ host: '127.0.0.1', port: 0 })}/api/v1/payments/notifications`;
    });
    after(async () => {
      await replica?.close();
    });

    it('notifications to both replicas and both periodic checks at once credit once', async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '2500');
      h.fake.succeed(gateway.id);
      await age(h, payment.id);
      const second = replica as App;
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          h.fake.notify(i % 2 ? h.webhook : webhook2, gateway.id),
        ),
        h.app.payments.reconcile(),
        second.payments.reconcile(),
      ]);
      for (const answer of answers.slice(0, 10)) {
        assert.equal((answer as { status: number }).status, 200);
      }
      assert.deepEqual(await ledgerRows(h, payment.id), [{ amount: '2500.00' }]);
      assert.equal(await balanceOf(h.app, customer), '2500.00');
      await assertShopInvariants(h.app.db);
    });
  });
}
