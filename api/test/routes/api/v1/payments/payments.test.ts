import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf, call, ok } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

interface Payment {
  id: string;
  amount: string;
  status: string;
  provider: string;
  confirmation_url: string;
  paid_at: string | null;
}

for (const backend of backends()) {
  describe(`payments [${backend}]`, () => {
    const ctx = useApp(backend);
    /** The test page's buttons: POST /payments/{id}/confirm | /cancel by the owner, 200. */
    const settle = (who: Account, id: string, action: 'confirm' | 'cancel') =>
      ok<Payment>(ctx.app, who, 'POST', `/payments/${id}/${action}`, undefined, 200);

    it('creates a pending payment with the test page as its confirmation address', async () => {
      const customer = await createAccount(ctx.app);
      const payment = await ok<Payment>(ctx.app, customer, 'POST', '/payments', { amount: '1500' });
      assert.deepEqual(
        [payment.amount, payment.status, payment.provider, payment.paid_at],
        ['1500.00', 'pending', 'test', null],
      );
      assert.equal(payment.confirmation_url, `/pay/${payment.id}`);
      assert.deepEqual(await ok(ctx.app, customer, 'GET', `/payments/${payment.id}`), payment);
      assert.equal(await balanceOf(ctx.app, customer), '0.00');
    });

    it('refuses amounts outside 100–100 000 ₽ in the spec’s words, changing nothing', async () => {
      const customer = await createAccount(ctx.app);
      const before = await databaseState(ctx.app);
      const msg = async (amount: string) =>
        (await call(ctx.app, customer, 'POST', '/payments', { amount })).json().detail[0].msg;
      assert.equal(await msg('99.99'), 'Минимальная сумма пополнения — 100 ₽');
      assert.equal(await msg('100000.01'), 'Максимальная сумма пополнения — 100 000 ₽');
      assert.equal(await msg('-500'), 'Минимальная сумма пополнения — 100 ₽');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('credits exactly once: confirm again answers it unchanged; cancel after is 409', async () => {
      const customer = await createAccount(ctx.app);
      const payment = await ok<Payment>(ctx.app, customer, 'POST', '/payments', { amount: '100' });
      const paid = await settle(customer, payment.id, 'confirm');
      assert.equal(paid.status, 'succeeded');
      assert.ok(paid.paid_at);
      const again = await settle(customer, payment.id, 'confirm');
      assert.deepEqual(again, paid);
      assert.equal(await balanceOf(ctx.app, customer), '100.00');
      const cancel = await call(ctx.app, customer, 'POST', `/payments/${payment.id}/cancel`);
      assert.equal(cancel.statusCode, 409);
      assert.equal(cancel.json().detail, 'Платёж уже оплачен, отменить его нельзя');
      const ledger = await ok<{ entries: { type: string; payment_id: string }[] }>(
        ctx.app,
        customer,
        'GET',
        '/finance/ledger',
      );
      assert.deepEqual(
        ledger.entries.map((e) => [e.type, e.payment_id]),
        [['topup', payment.id]],
      );
      await assertShopInvariants(ctx.app.db);
    });

    it('a canceled payment credits nothing and cannot be confirmed', async () => {
      const customer = await createAccount(ctx.app);
      const payment = await ok<Payment>(ctx.app, customer, 'POST', '/payments', { amount: '200' });
      const canceled = await settle(customer, payment.id, 'cancel');
      assert.equal(canceled.status, 'canceled');
      await ok(ctx.app, customer, 'POST', `/payments/${payment.id}/cancel`, undefined, 200);
      const confirm = await call(ctx.app, customer, 'POST', `/payments/${payment.id}/confirm`);
      assert.equal(confirm.statusCode, 409);
      assert.equal(confirm.json().detail, 'Платёж отменён, оплатить его нельзя');
      assert.equal(await balanceOf(ctx.app, customer), '0.00');
    });

    it('says test mode while the test provider takes top-ups (GET /shop/payment-mode, anyone)', async () => {
      const res = await call(ctx.app, null, 'GET', '/shop/payment-mode');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { provider: 'test', test_mode: true });
      assert.equal(res.headers['cache-control'], 'public, max-age=60');
    });

    it('is nobody else’s: another customer gets 404 on reading, confirming, cancelling', async () => {
      const owner = await createAccount(ctx.app);
      const payment = await ok<Payment>(ctx.app, owner, 'POST', '/payments', { amount: '300' });
      const stranger = await createAccount(ctx.app, { role: 'admin', isSuperuser: true });
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/confirm'],
        ['POST', '/cancel'],
      ]) {
        const res = await call(
          ctx.app,
          stranger,
          method as string,
          `/payments/${payment.id}${suffix}`,
        );
        assert.equal(res.statusCode, 404);
        assert.equal(res.json().detail, 'Платёж не найден');
      }
      assert.equal(await balanceOf(ctx.app, owner), '0.00');
    });
  });
}
