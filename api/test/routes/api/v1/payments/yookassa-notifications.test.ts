// Issue 20: top-ups through ЮKassa, tested against a fake of its documented API (a real HTTP
// server): the create's request, the notifications (from the gateway's addresses only, settled
// on the gateway's word, exactly once), the customer's return page and cancel.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount } from '../../../../helpers/accounts.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf, call, ok } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';
import {
  ledgerRows,
  type PaymentAnswer,
  topUp,
  useYookassaApp,
} from '../../../../helpers/yookassa-app.ts';

for (const backend of backends()) {
  describe(`ЮKassa payments and notifications [${backend}]`, () => {
    const h = useYookassaApp(backend);

    it('creates the payment at the gateway as its API asks, then credits its success', async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '500');
      assert.equal(payment.status, 'pending');
      assert.equal(payment.provider, 'yookassa');
      assert.equal(payment.confirmation_url, gateway.confirmation.confirmation_url);
      const [request] = h.fake.creates.filter(
        (c) =>
          c.body.metadata && (c.body.metadata as { payment_id: string }).payment_id === payment.id,
      );
      assert.ok(request?.key, 'an Idempotence-Key was sent');
      assert.deepEqual(request.body.amount, { value: '500.00', currency: 'RUB' });
      assert.equal(request.body.capture, true);
      assert.deepEqual(request.body.confirmation, {
        type: 'redirect',
        return_url: `https://shop.example.com/pay/${payment.id}`,
      });
      assert.deepEqual(request.body.metadata, { payment_id: payment.id });
      assert.equal(await balanceOf(h.app, customer), '0.00');

      h.fake.succeed(gateway.id);
      const note = await h.fake.notify(h.webhook, gateway.id);
      assert.equal(note.status, 200, JSON.stringify(note.body));
      assert.equal(note.body.status, 'succeeded');
      assert.equal(await balanceOf(h.app, customer), '500.00');
      const mine = await ok<PaymentAnswer>(h.app, customer, 'GET', `/payments/${payment.id}`);
      assert.equal(mine.status, 'succeeded');
      assert.ok(mine.paid_at);
      await assertShopInvariants(h.app.db);
    });

    it('cancels ours when the gateway cancels (an unpaid payment expired)', async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '700');
      h.fake.cancel(gateway.id);
      const note = await h.fake.notify(h.webhook, gateway.id);
      assert.equal(note.status, 200);
      assert.equal(note.body.status, 'canceled');
      const mine = await ok<PaymentAnswer>(h.app, customer, 'GET', `/payments/${payment.id}`);
      assert.equal(mine.status, 'canceled');
      assert.equal(await balanceOf(h.app, customer), '0.00');
    });

    it('refuses a notification from a foreign address with 403, changing nothing', async () => {
      const customer = await createAccount(h.app);
      const { gateway } = await topUp(h, customer);
      h.fake.succeed(gateway.id);
      const before = await databaseState(h.app);
      const reads = h.fake.reads.length;
      for (const remoteAddress of ['203.0.113.7', '2001:db8::1', '::ffff:198.51.100.1']) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/v1/payments/notifications',
          remoteAddress,
          payload: { type: 'notification', event: 'payment.succeeded', object: gateway },
        });
        assert.equal(res.statusCode, 403, res.body);
        assert.match(res.json().detail, /адресов платёжной системы/);
      }
      assert.equal(h.fake.reads.length, reads, 'the gateway was not even asked');
      assert.equal(await databaseState(h.app), before);
      assert.equal(await balanceOf(h.app, customer), '0.00');
    });

    it('believes the gateway, not the body: a forged success of a pending payment credits nothing', async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '900');
      const forged = await h.fake.notify(h.webhook, gateway.id, 'payment.succeeded');
      assert.equal(forged.status, 200);
      assert.equal(forged.body.status, 'pending');
      assert.equal(await balanceOf(h.app, customer), '0.00');
      assert.deepEqual(await ledgerRows(h, payment.id), []);
      // A payment the gateway does not know, or no payment at all: 400.
      const unknown = await h.fake.notify(h.webhook, '2ffffff0-000f-5000-9000-000000000000');
      assert.equal(unknown.status, 400);
      const empty = await call(h.app, null, 'POST', '/payments/notifications', {});
      assert.equal(empty.statusCode, 400);
    });

    it('20 copies of one notification at once credit once', async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '1500.50');
      h.fake.succeed(gateway.id);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => h.fake.notify(h.webhook, gateway.id)),
      );
      for (const answer of answers) {
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.status, 'succeeded');
      }
      assert.equal(await balanceOf(h.app, customer), '1500.50');
      assert.deepEqual(await ledgerRows(h, payment.id), [{ amount: '1500.50' }]);
      await assertShopInvariants(h.app.db);
    });

    it("the owner's page asks the gateway before the notification (at most every few seconds)", async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '300');
      const reads = () => h.fake.reads.filter((id) => id === gateway.id).length;
      const first = await ok<PaymentAnswer>(h.app, customer, 'GET', `/payments/${payment.id}`);
      assert.equal(first.status, 'pending');
      assert.equal(reads(), 1);
      h.fake.succeed(gateway.id);
      // Asked a moment ago: not asked again yet.
      const soon = await ok<PaymentAnswer>(h.app, customer, 'GET', `/payments/${payment.id}`);
      assert.equal(soon.status, 'pending');
      assert.equal(reads(), 1);
      await h.app.db.execute(
        (await import('drizzle-orm'))
          .sql`UPDATE payments SET checked_at = now() - interval '1 minute'
          WHERE id = ${payment.id}`,
      );
      const back = await ok<PaymentAnswer>(h.app, customer, 'GET', `/payments/${payment.id}`);
      assert.equal(back.status, 'succeeded');
      assert.equal(await balanceOf(h.app, customer), '300.00');
      // The notification comes after: answered 200, nothing more credited.
      const late = await h.fake.notify(h.webhook, gateway.id);
      assert.equal(late.status, 200);
      assert.equal(late.body.status, 'succeeded');
      assert.equal(await balanceOf(h.app, customer), '300.00');
      const after = await ok<PaymentAnswer>(h.app, customer, 'GET', `/payments/${payment.id}`);
      assert.equal(after.status, 'succeeded');
      await assertShopInvariants(h.app.db);
    });

    it('a payment the customer cancelled but paid at the gateway anyway is credited', async () => {
      const customer = await createAccount(h.app);
      const { payment, gateway } = await topUp(h, customer, '400');
      const canceled = await ok<PaymentAnswer>(
        h.app,
        customer,
        'POST',
        `/payments/${payment.id}/cancel`,
        undefined,
        200,
      );
      assert.equal(canceled.status, 'canceled');
      h.fake.succeed(gateway.id);
      const note = await h.fake.notify(h.webhook, gateway.id);
      assert.equal(note.status, 200);
      assert.equal(note.body.status, 'succeeded');
      assert.equal(await balanceOf(h.app, customer), '400.00');
      // Its owner cannot confirm a gateway payment themselves.
      const other = await topUp(h, customer, '100');
      const confirm = await call(h.app, customer, 'POST', `/payments/${other.payment.id}/confirm`);
      assert.equal(confirm.statusCode, 409);
      await assertShopInvariants(h.app.db);
    });

    it('answers the payment mode: a real gateway, not test mode', async () => {
      const mode = await ok(h.app, null, 'GET', '/shop/payment-mode');
      assert.deepEqual(mode, { provider: 'yookassa', test_mode: false });
    });
  });
}
