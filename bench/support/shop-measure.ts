// Parts of the catalogue benchmark (shop-catalogue.ts): the transactions PostgreSQL counted
// (to tell the cache's misses), a stock change through the admin API, a statement's own time.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { onSale } from './shop-seed';

export type Sql = { sql: string; params: unknown[] };
/** Changes one stock row through the admin API (as a purchase or a delivery would). */
export type Change = (() => Promise<void>) & { transactions: number };

/** PostgreSQL flushes a busy backend's statistics within 10 s of it going idle. */
const STATS_FLUSH_MS = 11_000;

/** A pool that counts the statements it sent (this script's own transactions). */
export class Counted {
  mine = 0;
  constructor(readonly pool: pg.Pool) {}
  query(text: string, values: unknown[] = []) {
    this.mine += 1;
    return this.pool.query({ text, values, rowMode: 'array' });
  }
  /** Transactions the scratch database committed or rolled back, by anyone. */
  async transactions(): Promise<number> {
    await sleep(STATS_FLUSH_MS);
    const { rows } = await this.query(`SELECT (xact_commit + xact_rollback)::int
      FROM pg_stat_database WHERE datname = current_database()`);
    return Number(rows[0]?.[0]);
  }
}

/** A product outside the measured keys whose one stock row goes 100, 101, 100, ... */
export async function stockChanger(pool: pg.Pool, base: string, admin: string): Promise<Change> {
  const [item] = await onSale(pool, 1, { order: 'DESC' });
  if (!item) throw new Error('nothing on sale');
  let quantity = 100;
  const change = async () => {
    quantity = quantity === 100 ? 101 : 100;
    const res = await fetch(`${base}/api/v1/products/${item.id}/stock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ stock: [{ district_id: item.district_id, quantity }] }),
    });
    if (!res.ok) throw new Error(`stock PUT: ${res.status}`);
    await res.arrayBuffer();
  };
  return Object.assign(change, { transactions: 0 });
}

/** PostgreSQL's own time for a statement (EXPLAIN ANALYZE, best of 3); the plan if asked. */
export async function explained(pool: pg.Pool, statement: Sql | undefined): Promise<string> {
  if (!statement) return '';
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
      statement.params,
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    if (process.env.BENCH_EXPLAIN && i === 2) console.log(plan.join('\n'));
    const line = plan.find((l) => l.startsWith('Execution Time')) ?? '';
    times.push(Number(line.replace(/[^0-9.]/g, '')));
  }
  return `${Math.min(...times).toFixed(2)} ms`;
}

export async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return `${(performance.now() - started).toFixed(1)} ms (${res.status})`;
}
