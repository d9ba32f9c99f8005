import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf, call, ok } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

interface Entry {
  type: string;
  amount: string;
  balance_after: string;
  comment: string;
  created_by: string | null;
  username: string;
}

for (const backend of backends()) {
  describe(`balance and ledger [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const adjust = (payload: object) =>
      call(ctx.app, admin, 'POST', '/admin/ledger/adjust', payload);

    it('starts at 0.00 and moves by adjustments, each one a ledger row', async () => {
      const customer = await createAccount(ctx.app);
      assert.equal(await balanceOf(ctx.app, customer), '0.00');
      const credit = await adjust({
        username: customer.username,
        amount: '500.5',
        reason: ' Бонус ',
      });
      assert.equal(credit.statusCode, 201, credit.body);
      assert.deepEqual(
        (({ type, amount, balance_after, comment, created_by }) => ({
          type,
          amount,
          balance_after,
          comment,
          created_by,
        }))(credit.json()),
        {
          type: 'adjustment',
          amount: '500.50',
          balance_after: '500.50',
          comment: 'Бонус',
          created_by: admin.username,
        },
      );
      await ok(ctx.app, admin, 'POST', '/admin/ledger/adjust', {
        username: customer.username.toUpperCase(),
        amount: '-0.50',
        reason: 'Списание',
      });
      assert.equal(await balanceOf(ctx.app, customer), '500.00');
      const mine = await ok<{ entries: Entry[]; total: number }>(
        ctx.app,
        customer,
        'GET',
        '/finance/ledger',
      );
      assert.equal(mine.total, 2);
      assert.deepEqual(
        mine.entries.map((e) => [e.amount, e.balance_after]),
        [
          ['-0.50', '500.00'],
          ['500.50', '500.50'],
        ],
      );
      await assertShopInvariants(ctx.app.db);
    });

    it('refuses a debit below 0, a zero or malformed amount, no reason, an unknown login', async () => {
      const customer = await createAccount(ctx.app);
      const before = await databaseState(ctx.app);
      const below = await adjust({ username: customer.username, amount: '-1', reason: 'x' });
      assert.equal(below.statusCode, 400);
      assert.equal(below.json().detail, 'Недостаточно средств на балансе');
      const field = async (payload: object) => (await adjust(payload)).json().detail[0].msg;
      const base = { username: customer.username, amount: '10', reason: 'x' };
      assert.equal(await field({ ...base, amount: '0' }), 'Сумма не может быть равна 0');
      assert.equal(
        await field({ ...base, amount: '0.001' }),
        'Сумма — число не точнее копейки, например 1500 или -250.50',
      );
      assert.equal(await field({ ...base, reason: '   ' }), 'Укажите причину');
      const unknown = await adjust({ ...base, username: 'нет-такого' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().detail, 'Пользователь с таким логином не найден');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('shows admins everyone’s ledger, by login and type; customers only their own', async () => {
      const customer = await createAccount(ctx.app);
      await adjust({ username: customer.username, amount: '5', reason: 'Поиск' });
      const found = await ok<{ entries: Entry[]; total: number }>(
        ctx.app,
        admin,
        'GET',
        `/admin/ledger?search=${customer.username.slice(0, -1)}&type=adjustment`,
      );
      assert.ok(found.entries.length >= 1);
      assert.ok(found.entries.every((e) => e.type === 'adjustment'));
      const none = await ok<{ total: number }>(
        ctx.app,
        admin,
        'GET',
        `/admin/ledger?search=${customer.username}&type=topup`,
      );
      assert.equal(none.total, 0);
      const other = await createAccount(ctx.app);
      assert.equal(
        (await ok<{ total: number }>(ctx.app, other, 'GET', '/finance/ledger')).total,
        0,
      );
      assert.equal((await call(ctx.app, other, 'GET', '/admin/ledger')).statusCode, 403);
    });
  });
}
