// A real gateway plugs in through the provider interface (shop-spec 1.3): a fake one shaped
// after ЮKassa (its own payment ids and page, a webhook whose body is only a hint, the status
// confirmed with the gateway) drives the same payments, credited exactly once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  GatewayStatus,
  PaymentProvider,
} from '../../../../../src/plugins/app/finance/payment-provider.ts';
import { createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf, call, ok } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

/** The gateway's own books: its payment ids and what it says of each when asked. */
function fakeGateway() {
  const statuses = new Map<string, GatewayStatus>();
  const books = new Map<string, { paymentId: string; amount: string }>();
  const provider: PaymentProvider = {
    name: 'fakekassa',
    ownerSettles: false,
    testMode: false,
    async create({ paymentId, idempotenceKey, amount }) {
      const id = `gw-${idempotenceKey}`;
      statuses.set(id, 'pending');
      books.set(id, { paymentId, amount });
      return { providerPaymentId: id, confirmationUrl: `https://kassa.example/pay/${paymentId}` };
    },
    acceptsNotificationFrom: () => true,
    // ЮKassa's body: { type: 'notification', event, object: { id, status, ... } }. Only the id
    // is taken from it; the status is the gateway's answer (here its books).
    notifiedPaymentId(body) {
      const id = (body as { object?: { id?: unknown } }).object?.id;
      return typeof id === 'string' ? id : null;
    },
    async fetch(id) {
      const status = statuses.get(id);
      const entry = books.get(id);
      if (!status || !entry) return null;
      return {
        providerPaymentId: id,
        status,
        paymentId: entry.paymentId,
        amount: entry.amount,
        currency: 'RUB',
        confirmationUrl: null,
      };
    },
  };
  return { provider, statuses };
}

const notify = (id: string, status: string) => ({
  type: 'notification',
  event: `payment.${status}`,
  object: { id, status },
});

for (const backend of backends()) {
  describe(`a payment gateway behind the provider interface [${backend}]`, () => {
    const gateway = fakeGateway();
    const ctx = useApp(backend, { paymentProvider: gateway.provider });
    const post = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/payments/notifications', payload: body });

    it("sends the browser to the gateway's page; the owner cannot settle it", async () => {
      const customer = await createAccount(ctx.app);
      const payment = await ok<{ id: string; confirmation_url: string; provider: string }>(
        ctx.app,
        customer,
        'POST',
        '/payments',
        { amount: '500' },
      );
      assert.equal(payment.confirmation_url, `https://kassa.example/pay/${payment.id}`);
      assert.equal(payment.provider, 'fakekassa');
      const own = await call(ctx.app, customer, 'POST', `/payments/${payment.id}/confirm`);
      assert.equal(own.statusCode, 409);
      assert.equal(await balanceOf(ctx.app, customer), '0.00');
    });

    it('believes the gateway, not the body: a forged success credits nothing', async () => {
      const customer = await createAccount(ctx.app);
      await ok(ctx.app, customer, 'POST', '/payments', { amount: '700' });
      const [id] = [...gateway.statuses.keys()].slice(-1);
      assert.ok(id);
      // The gateway says it is still pending: 200, nothing credited.
      const forged = await post(notify(id, 'succeeded'));
      assert.equal(forged.statusCode, 200);
      assert.equal(forged.json().status, 'pending');
      const before = await databaseState(ctx.app);
      assert.equal((await post(notify('gw-unknown', 'succeeded'))).statusCode, 400);
      assert.equal((await post({})).statusCode, 400);
      assert.deepEqual(await databaseState(ctx.app), before);
      assert.equal(await balanceOf(ctx.app, customer), '0.00');
    });

    it('credits a confirmed payment once, however often its notification comes', async () => {
      const customer = await createAccount(ctx.app);
      const payment = await ok<{ id: string }>(ctx.app, customer, 'POST', '/payments', {
        amount: '1500.50',
      });
      const [id] = [...gateway.statuses.keys()].slice(-1);
      assert.ok(id);
      gateway.statuses.set(id, 'succeeded');
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(notify(id, 'x'))));
      for (const answer of answers) {
        assert.equal(answer.statusCode, 200, answer.body);
        assert.equal(answer.json().status, 'succeeded');
      }
      assert.equal(await balanceOf(ctx.app, customer), '1500.50');
      const mine = await ok<{ status: string }>(
        ctx.app,
        customer,
        'GET',
        `/payments/${payment.id}`,
      );
      assert.equal(mine.status, 'succeeded');
      await assertShopInvariants(ctx.app.db);
    });
  });
}
