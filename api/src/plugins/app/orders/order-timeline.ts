/**
 * What happened to one order (issue 23), for its page: each source is ONE statement by the
 * order's id through that source's own index, so the page costs the same with a million orders
 * (the activity log holds a row per order and per write):
 *  - its purchase's and moves' activity rows: activities_resource_idx;
 *  - its ledger rows (purchase, refund, the referral reward it paid): ledger_order_idx;
 *  - tickets about it: tickets_order_idx; its review: reviews_order_key;
 *  - staff notes: order_notes_order_idx.
 * Each row carries `key`, its time to the microsecond (the answers' `at` stops at the
 * millisecond), and `seq`, its row's id, for the page to put them in order. A query of the
 * orders repository.
 */

import type { OrderEvent } from '@storefront/shared/contract/orders';
import { sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

/** A timeline line with what orders it: its time to the microsecond, then its row's id. */
export type Timed<E> = E & { key: string; seq: number };
type Line<K extends OrderEvent['kind']> = Timed<Extract<OrderEvent, { kind: K }>>;

const ORDER_STEP_ACTIONS = [
  'order_create',
  'order_approve',
  'order_complete',
  'order_cancel',
] as const;

/** The purchase or a move of an order, as its activity row records it. */
export interface OrderStep {
  action: (typeof ORDER_STEP_ACTIONS)[number];
  at: string;
  key: string;
  seq: number;
  /** Who: the buyer or the admin (null once their account is gone). */
  author: string | null;
  /** The purchase's starting status (recorded since issue 23; null on older rows and moves). */
  status: string | null;
}

const microseconds = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`);
const timed = (column: string) => sql`${iso(column)} AS at, ${microseconds(column)} AS key`;

const actions = sql.join(
  ORDER_STEP_ACTIONS.map((action) => sql`${action}`),
  sql`, `,
);

/** The order's purchase and moves, oldest first (a move is one conditional UPDATE each). */
export const orderSteps = (db: Db, orderId: number) =>
  rowsOf<OrderStep>(
    db.execute(sql`SELECT a.id AS seq, a.action, ${timed('a.created_at')},
        u.username AS author, a.metadata_json ->> 'status' AS status
      FROM activities a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.resource_type = 'order' AND a.resource_id = ${String(orderId)}
        AND a.action IN (${actions})
      ORDER BY a.id`),
  );

/** Ledger rows of the order; `author` is whose balance moved (the buyer, or the inviter). */
const moneyLines = (db: Db, orderId: number) =>
  rowsOf<Line<'money'>>(
    db.execute(sql`SELECT 'money' AS kind, l.id AS seq, ${timed('l.created_at')},
        u.username AS author, l.type, l.amount::text AS amount
      FROM ledger_entries l LEFT JOIN users u ON u.id = l.user_id
      WHERE l.order_id = ${orderId}`),
  );

const ticketLines = (db: Db, orderId: number) =>
  rowsOf<Line<'ticket'>>(
    db.execute(sql`SELECT 'ticket' AS kind, t.id AS seq, ${timed('t.created_at')},
        u.username AS author, t.id AS ticket_id, t.number AS ticket_number, t.subject
      FROM tickets t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.order_id = ${orderId}`),
  );

const reviewLines = (db: Db, orderId: number) =>
  rowsOf<Line<'review'>>(
    db.execute(sql`SELECT 'review' AS kind, r.id AS seq, ${timed('r.created_at')},
        u.username AS author, r.id AS review_id, r.rating, r.status AS review_status
      FROM reviews r LEFT JOIN users u ON u.id = r.user_id
      WHERE r.order_id = ${orderId}`),
  );

const noteLines = (db: Db, orderId: number) =>
  rowsOf<Line<'note'>>(
    db.execute(sql`SELECT 'note' AS kind, n.id AS seq, ${timed('n.created_at')},
        u.username AS author, n.id AS note_id, n.text
      FROM order_notes n LEFT JOIN users u ON u.id = n.author_id
      WHERE n.order_id = ${orderId}`),
  );

/**
 * The lines of every source but the activity log, in no order. One after another on `db`
 * (the service's read-only transaction: one connection, one snapshot).
 */
export async function orderEventLines(db: Db, orderId: number): Promise<Timed<OrderEvent>[]> {
  const lines: Timed<OrderEvent>[] = [];
  for (const source of [moneyLines, ticketLines, reviewLines, noteLines]) {
    lines.push(...(await source(db, orderId)));
  }
  return lines;
}

/** A staff note on the order, or null when there is no such order. */
export async function insertOrderNote(
  db: Db,
  note: { orderId: number; authorId: number; text: string },
) {
  const [row] = await rowsOf<{ note_id: number; at: string; number: number }>(
    db.execute(sql`WITH o AS (SELECT id, number FROM orders WHERE id = ${note.orderId}),
        n AS (INSERT INTO order_notes (order_id, author_id, text)
          SELECT id, ${note.authorId}, ${note.text} FROM o RETURNING id, created_at)
      SELECT n.id AS note_id, ${iso('n.created_at')} AS at, o.number FROM n, o`),
  );
  return row ?? null;
}
