/**
 * Issue 23: every statement of an order's page finds its rows through an index by the order's
 * id, never by reading a whole table (the activity log holds a row per order: a million at
 * scale). With sequential scans priced out, a plan still holding one has no index to use.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../src/db/types.ts';
import {
  insertOrderNote,
  orderEventLines,
  orderSteps,
} from '../../../../src/plugins/app/orders/order-timeline.ts';
import { useApp } from '../../../helpers/app.ts';
import { backends } from '../../../helpers/databases.ts';

/** The statements a query function sends, answered with no rows. */
async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<SQL[]> {
  const sent: SQL[] = [];
  const recorder = {
    execute: async (statement: SQL) => {
      sent.push(statement);
      return { rows: [] };
    },
  };
  await run(recorder as unknown as Db);
  return sent;
}

for (const backend of backends()) {
  describe(`the order page's statements [${backend}]`, () => {
    const ctx = useApp(backend);

    it('each reads its source through an index by the order', async () => {
      const statements = [
        ...(await statementsOf((db) => orderSteps(db, 7))),
        ...(await statementsOf((db) => orderEventLines(db, 7))),
        ...(await statementsOf((db) =>
          insertOrderNote(db, { orderId: 7, authorId: 1, text: 'x' }),
        )),
      ];
      assert.equal(statements.length, 6);
      const plans = await ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const texts: string[] = [];
        for (const statement of statements) {
          const result = (await tx.execute(sql`EXPLAIN ${statement}`)) as unknown as {
            rows: Record<string, string>[];
          };
          texts.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
        }
        return texts;
      });
      const expected = [
        'activities_resource_idx',
        'ledger_order_idx',
        'tickets_order_idx',
        'reviews_order_key',
        'order_notes_order_idx',
        'orders_pkey',
      ];
      for (const [i, plan] of plans.entries()) {
        assert.doesNotMatch(plan, /Seq Scan/, plan);
        assert.match(plan, new RegExp(expected[i] ?? '-'), plan);
      }
    });
  });
}
