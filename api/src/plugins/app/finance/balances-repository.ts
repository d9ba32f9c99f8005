/**
 * Balances and their ledger: a balance's row lock, its move with the ledger row, the plain
 * read, and the ledger lists (ledger-listing.ts). Every move goes through balances.ts, in the
 * caller's transaction.
 */
import type { LedgerType } from '@storefront/shared/contract/values';
import { formatMoney, type Kopecks, parseMoney } from '@storefront/shared/money';
import { sql } from 'drizzle-orm';
import { insertedRow, rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { type LedgerFilter, ledgerEntry, ledgerPage } from './ledger-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    balancesRepository: BalancesRepository;
  }
}

export interface BalanceMove {
  userId: number;
  type: LedgerType;
  /** Signed kopecks: a credit is positive. */
  amount: Kopecks;
  orderId?: number | null;
  paymentId?: string | null;
  comment?: string;
  /** The admin who made an adjustment. */
  createdBy?: number | null;
}

export function createBalancesRepository(db: Db) {
  return {
    page: (filter: LedgerFilter, paging: Paging) => ledgerPage(db, filter, paging),

    /** One entry as the lists show it (the answer of an adjustment). */
    entry: (id: number) => ledgerEntry(db, id),

    /** The balance in kopecks, its row locked until the transaction ends (created at 0 if new). */
    async lock(userId: number, tx: Db): Promise<Kopecks> {
      await tx.execute(
        sql`INSERT INTO balances (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`,
      );
      const [row] = await rowsOf<{ balance: string }>(
        tx.execute(sql`SELECT balance::text AS balance FROM balances
          WHERE user_id = ${userId} FOR UPDATE`),
      );
      if (!row) throw new Error('the balance row vanished under its lock');
      return parseMoney(row.balance);
    },

    /** The locked balance becomes `after`, with its ledger row; answers the row's id. */
    async move(entry: BalanceMove, after: Kopecks, tx: Db): Promise<number> {
      const balance = formatMoney(after);
      await tx.execute(sql`UPDATE balances SET balance = ${balance}, updated_at = now()
        WHERE user_id = ${entry.userId}`);
      const rows = await rowsOf<{ id: number }>(
        tx.execute(sql`INSERT INTO ledger_entries
          (user_id, type, amount, balance_after, order_id, payment_id, comment, created_by)
          VALUES (${entry.userId}, ${entry.type}, ${formatMoney(entry.amount)}, ${balance},
            ${entry.orderId ?? null}, ${entry.paymentId ?? null}, ${entry.comment ?? ''},
            ${entry.createdBy ?? null})
          RETURNING id`),
      );
      return insertedRow(rows).id;
    },

    /** The balance without a lock (0 for a customer who never had money). */
    async read(userId: number, tx: Db = db): Promise<Kopecks> {
      const [row] = await rowsOf<{ balance: string }>(
        tx.execute(sql`SELECT balance::text AS balance FROM balances WHERE user_id = ${userId}`),
      );
      return row ? parseMoney(row.balance) : 0;
    },
  };
}

export type BalancesRepository = ReturnType<typeof createBalancesRepository>;

export default repositoryPlugin('balancesRepository', createBalancesRepository);
