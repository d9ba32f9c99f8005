/**
 * Migration 0014 (issue 20) on rows written before it: system ledger comments become '' (a
 * referral reward's row gains the referee's order), an adjustment keeps its reason, and a stored
 * contact e-mail the tightened rule refuses is cleared. The data statements are run again here
 * on such rows: the template database was migrated before any row existed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder.ts';
import { type Account, createAccount, newAdmin } from '../helpers/accounts.ts';
import { useApp } from '../helpers/app.ts';
import { rows } from '../helpers/database-state.ts';
import { backends } from '../helpers/databases.ts';
import { orderFor } from '../helpers/marketing.ts';
import { ok } from '../helpers/shop.ts';

const dataStatements = fs
  .readFileSync(path.join(MIGRATIONS_FOLDER, '0014_money-defects.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim())
  .filter((s) => s.startsWith('UPDATE'));

for (const backend of backends()) {
  describe(`migration 0014_money-defects on older rows [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let who: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
      who = await createAccount(ctx.app);
    });

    it('has the three data statements', () => {
      assert.equal(dataStatements.length, 3, dataStatements.join('\n---\n'));
    });

    it('empties system comments, links a reward to its order, keeps an adjustment', async () => {
      const orderId = await orderFor(ctx.app, who);
      const [order] = await rows<{ number: number }>(
        ctx.app,
        sql`SELECT number FROM orders WHERE id = ${orderId}`,
      );
      const n = order?.number;
      await ctx.app.db.execute(sql`INSERT INTO ledger_entries
          (user_id, type, amount, balance_after, order_id, comment) VALUES
        (${who.id}, 'adjustment', '10.00', '10.00', NULL, 'Отмена заказа № 5 по звонку'),
        (${who.id}, 'refund', '1.00', '11.00', ${orderId}, ${`Отмена заказа № ${n}`}),
        (${who.id}, 'referral_reward', '100.00', '111.00', NULL,
          ${`Реферальное вознаграждение за заказ № ${n}`})`);
      for (const statement of dataStatements) await ctx.app.db.execute(sql.raw(statement));
      const entries = await rows<{ type: string; comment: string; order_id: number | null }>(
        ctx.app,
        sql`SELECT type, comment, order_id FROM ledger_entries WHERE user_id = ${who.id}
          ORDER BY id`,
      );
      assert.deepEqual(entries, [
        { type: 'adjustment', comment: 'Отмена заказа № 5 по звонку', order_id: null },
        { type: 'refund', comment: '', order_id: orderId },
        { type: 'referral_reward', comment: '', order_id: orderId },
      ]);
    });

    it('clears a stored e-mail that is not an address and keeps a real one', async () => {
      const settings = {
        shop_name: 'Лавка',
        phone: '',
        email: 'shop@example.ru',
        address: '',
        working_hours: '',
        rules: '',
        topup_min: '100',
        topup_max: '100000',
      };
      await ok(ctx.app, admin, 'PUT', '/admin/settings', settings, 200);
      const stored = async (email: string) => {
        await ctx.app.db.execute(sql`UPDATE shop_settings SET email = ${email}`);
        for (const statement of dataStatements) await ctx.app.db.execute(sql.raw(statement));
        const [row] = await rows<{ email: string }>(ctx.app, sql`SELECT email FROM shop_settings`);
        return row?.email;
      };
      assert.equal(await stored('support@shop.example'), 'support@shop.example');
      assert.equal(await stored("o'neil+shop@mail.example.ru"), "o'neil+shop@mail.example.ru");
      assert.equal(await stored('support?cc=attacker%40evil.example&subject=x@shop.example'), '');
      assert.equal(await stored('javascript:alert(1)//@x.com'), '');
    });
  });
}
