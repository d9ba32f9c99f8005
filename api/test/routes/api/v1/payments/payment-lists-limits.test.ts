// Issue 20: the customer's payments list, the admins' payments journal and its filters, who may
// top up, the per-user limits on pending payments and on creates, and bodies refused on the
// body-less calls.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { call, ok } from '../../../../helpers/shop.ts';
import { type PaymentAnswer, topUp, useYookassaApp } from '../../../../helpers/yookassa-app.ts';

interface AdminPaymentAnswer extends PaymentAnswer {
  username: string;
  provider_payment_id: string | null;
}
interface Page<T> {
  payments: T[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

/** Today in Moscow, the shop's day, as YYYY-MM-DD; and `days` from it. */
function moscowDay(days = 0): string {
  const now = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

for (const backend of backends()) {
  describe(`payments lists and limits [${backend}]`, () => {
    const h = useYookassaApp(backend, { pendingPerUser: 3, createPerUser: 6 });

    it('GET /payments/my: the caller’s own, newest first, by status', async () => {
      const customer = await createAccount(h.app);
      const other = await createAccount(h.app);
      const first = await topUp(h, customer, '100');
      const second = await topUp(h, customer, '200');
      await topUp(h, other, '300');
      await ok(h.app, customer, 'POST', `/payments/${first.payment.id}/cancel`, undefined, 200);
      const all = await ok<Page<PaymentAnswer>>(h.app, customer, 'GET', '/payments/my');
      assert.deepEqual(
        all.payments.map((p) => [p.id, p.status]),
        [
          [second.payment.id, 'pending'],
          [first.payment.id, 'canceled'],
        ],
      );
      assert.deepEqual([all.total, all.page, all.pages], [2, 1, 1]);
      assert.ok(!('username' in (all.payments[0] ?? {})), 'no admin fields');
      const pending = await ok<Page<PaymentAnswer>>(
        h.app,
        customer,
        'GET',
        '/payments/my?status=pending',
      );
      assert.deepEqual(
        pending.payments.map((p) => p.id),
        [second.payment.id],
      );
      const bad = await call(h.app, customer, 'GET', '/payments/my?status=paid');
      assert.equal(bad.statusCode, 422);
    });

    it('at most N pending payments per user (429 in the other limits’ words); a cancel frees one', async () => {
      const customer = await createAccount(h.app);
      const made = [];
      for (const amount of ['100', '200', '300']) made.push(await topUp(h, customer, amount));
      const before = await databaseState(h.app);
      const refused = await call(h.app, customer, 'POST', '/payments', { amount: '400' });
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().detail, 'Слишком много попыток. Попробуйте позже.');
      assert.equal(await databaseState(h.app), before);
      await ok(h.app, customer, 'POST', `/payments/${made[0]?.payment.id}/cancel`, undefined, 200);
      await topUp(h, customer, '400');
    });

    it('concurrent creates never pass the pending limit', async () => {
      const customer = await createAccount(h.app);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(h.app, customer, 'POST', '/payments', { amount: '100' }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      assert.deepEqual(codes, [201, 201, 201, 429, 429, 429]);
    });

    it('creates per user per minute are limited too (429), whatever is pending', async () => {
      const customer = await createAccount(h.app);
      let created = 0;
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(h.app, customer, 'POST', '/payments', { amount: '100' });
        codes.push(res.statusCode);
        if (res.statusCode === 201) {
          created++;
          await ok(h.app, customer, 'POST', `/payments/${res.json().id}/cancel`, undefined, 200);
        }
      }
      assert.equal(created, 6);
      assert.equal(codes.at(-1), 429);
    });

    it('an admin cannot top up nor list top-ups (403, in words)', async () => {
      const admin = await newAdmin(h.app);
      const plain = await createAccount(h.app, { role: 'admin' });
      for (const who of [admin, plain]) {
        const before = await databaseState(h.app);
        const res = await call(h.app, who, 'POST', '/payments', { amount: '500' });
        assert.equal(res.statusCode, 403);
        assert.match(res.json().detail, /Администраторы не пополняют баланс/);
        assert.equal((await call(h.app, who, 'GET', '/payments/my')).statusCode, 403);
        assert.equal(await databaseState(h.app), before);
      }
    });

    it('/confirm and /cancel refuse any body with 422, changing nothing', async () => {
      const customer = await createAccount(h.app);
      const { payment } = await topUp(h, customer, '100');
      const before = await databaseState(h.app);
      for (const action of ['confirm', 'cancel']) {
        for (const [payload, type] of [
          ['{}', 'application/json'],
          ['{"status":"succeeded"}', 'application/json'],
          ['x', 'text/plain'],
        ] as const) {
          const res = await h.app.inject({
            method: 'POST',
            url: `/api/v1/payments/${payment.id}/${action}`,
            headers: { ...customer.headers, 'content-type': type },
            payload,
          });
          assert.equal(res.statusCode, 422, `${action} ${payload}: ${res.body}`);
          assert.deepEqual(res.json().detail[0].loc, ['body']);
        }
      }
      assert.equal(await databaseState(h.app), before);
    });

    it('GET /admin/payments: filters by login, our id, the gateway id, status, provider, days', async () => {
      const admin = await newAdmin(h.app);
      const customer = await createAccount(h.app);
      const paid = await topUp(h, customer, '700');
      const open = await topUp(h, customer, '800');
      h.fake.succeed(paid.gateway.id);
      await h.fake.notify(h.webhook, paid.gateway.id);
      const list = (query: string) =>
        ok<Page<AdminPaymentAnswer>>(h.app, admin, 'GET', `/admin/payments${query}`);
      const ids = async (query: string) => (await list(query)).payments.map((p) => p.id);

      const byLogin = await list(`?search=${customer.username.slice(2, 12)}`);
      assert.deepEqual(
        byLogin.payments.map((p) => p.id),
        [open.payment.id, paid.payment.id],
      );
      const [row] = byLogin.payments.slice(-1);
      assert.equal(row?.username, customer.username);
      assert.equal(row?.provider_payment_id, paid.gateway.id);
      assert.equal(row?.status, 'succeeded');
      assert.deepEqual(await ids(`?search=${paid.payment.id.toUpperCase()}`), [paid.payment.id]);
      assert.deepEqual(await ids(`?search=${open.gateway.id}`), [open.payment.id]);
      const mine = `&search=${customer.username}`;
      assert.deepEqual(await ids(`?status=succeeded${mine}`), [paid.payment.id]);
      assert.deepEqual(await ids(`?status=pending&provider=yookassa${mine}`), [open.payment.id]);
      assert.deepEqual(await ids(`?provider=test${mine}`), []);
      assert.equal(
        (await ids(`?date_from=${moscowDay()}&date_to=${moscowDay()}${mine}`)).length,
        2,
      );
      assert.deepEqual(await ids(`?date_to=${moscowDay(-1)}${mine}`), []);
      assert.deepEqual(await ids(`?date_from=${moscowDay(1)}${mine}`), []);
      // A payment made yesterday evening in Moscow is yesterday's, whatever UTC says.
      await h.app.db.execute(sql`UPDATE payments SET created_at =
        ((${moscowDay(-1)}::date + time '23:30')::timestamp AT TIME ZONE 'Europe/Moscow')
        WHERE id = ${open.payment.id}`);
      assert.deepEqual(await ids(`?date_from=${moscowDay(-1)}&date_to=${moscowDay(-1)}${mine}`), [
        open.payment.id,
      ]);
      const bad = await call(h.app, admin, 'GET', '/admin/payments?date_from=2026-02-30');
      assert.equal(bad.statusCode, 422);
      const reversed = await call(
        h.app,
        admin,
        'GET',
        `/admin/payments?date_from=${moscowDay()}&date_to=${moscowDay(-1)}`,
      );
      assert.equal(reversed.statusCode, 422);
      assert.deepEqual(reversed.json().detail[0].loc, ['query', 'date_to']);
      const refused = await call(h.app, customer, 'GET', '/admin/payments');
      assert.equal(refused.statusCode, 403);
      assert.equal((await call(h.app, null, 'GET', '/admin/payments')).statusCode, 401);
    });
  });
}
