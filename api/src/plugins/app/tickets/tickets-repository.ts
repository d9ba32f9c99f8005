/**
 * Reading tickets (shop-spec 2.2): one with its messages, the customer's own list (most
 * recently updated first, the (user_id, updated_at, id) index) and the admins' list (open
 * first, then the newest message: the tickets_admin_order_idx expression), each one statement
 * with its total, as the other lists (db/sql/newest-first.ts). The writes are ticket-writes.ts.
 */

import type { AdminTicketsQuery, Ticket, TicketSummary } from '@storefront/shared/contract/tickets';
import { and, type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import { whereClause } from '../../../db/sql/where-clause.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { ticketWrites } from './ticket-writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ticketsRepository: TicketsRepository;
  }
}

const COLUMNS = sql.join(
  [
    sql.raw('t.id, t.number, t.user_id, u.username, t.subject'),
    sql.raw(`CASE WHEN o.id IS NULL THEN NULL
      ELSE json_build_object('id', o.id, 'number', o.number) END AS "order"`),
    sql`t.status, ${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at`,
    sql`${iso('t.last_message_at')} AS last_message_at`,
  ],
  sql.raw(', '),
);
const JOINS = sql.raw(
  'LEFT JOIN users u ON u.id = t.user_id LEFT JOIN orders o ON o.id = t.order_id',
);
const INT4_MAX = 2_147_483_647;

async function ticketById(db: Db, id: number): Promise<Ticket | null> {
  const [row] = await rowsOf<TicketSummary>(
    db.execute(sql`SELECT ${COLUMNS} FROM tickets t ${JOINS} WHERE t.id = ${id}`),
  );
  if (!row) return null;
  const messages = await rowsOf<Ticket['messages'][number]>(
    db.execute(sql`SELECT m.id, u.username AS author, m.from_shop, m.text,
        ${iso('m.created_at')} AS created_at
      FROM ticket_messages m JOIN users u ON u.id = m.author_id
      WHERE m.ticket_id = ${id} ORDER BY m.created_at, m.id`),
  );
  return { ...row, messages };
}

async function ownTickets(db: Db, userId: number, paging: Paging) {
  const { rows, total } = await newestFirstPage<TicketSummary>(
    db,
    { table: 'tickets', columns: COLUMNS, joins: JOINS },
    {
      matches: sql`SELECT id, updated_at AS at FROM tickets WHERE user_id = ${userId}`,
      filtered: false,
    },
    paging,
  );
  return { tickets: rows, total };
}

function searchCondition(text: string): SQL {
  const number = /^\d{1,10}$/.test(text) && Number(text) <= INT4_MAX ? Number(text) : null;
  if (number !== null) return sql`k.number = ${number}`;
  const pattern = containsPattern(text);
  return sql`(lower(k.subject) LIKE lower(${pattern}) OR k.user_id IN
    (SELECT id FROM users WHERE lower(username) LIKE lower(${pattern})))`;
}

async function adminTickets(db: Db, query: AdminTicketsQuery, paging: Paging) {
  const search = query.search?.trim();
  const where = and(
    query.status === undefined ? undefined : sql`k.status = ${query.status}`,
    search ? searchCondition(search) : undefined,
  );
  const materialized = sql.raw(search ? 'MATERIALIZED' : 'NOT MATERIALIZED');
  const order = sql.raw("(m.status <> 'open'), m.last_message_at DESC, m.id DESC");
  const pageOrder = sql.raw("(page.status <> 'open'), page.last_message_at DESC, page.id DESC");
  const statement = sql`WITH matches AS ${materialized} (
      SELECT k.id, k.status, k.last_message_at FROM tickets k ${whereClause(where)})
    SELECT counted.total, counted.open_count, ${COLUMNS}
    FROM (SELECT (SELECT count(*)::int FROM matches) AS total,
      (SELECT count(*)::int FROM tickets WHERE status = 'open') AS open_count) counted
    LEFT JOIN (SELECT m.* FROM matches m ORDER BY ${order}
      LIMIT ${paging.size} OFFSET ${(paging.page - 1) * paging.size}) page ON true
    LEFT JOIN tickets t ON t.id = page.id
    ${JOINS}
    ORDER BY ${pageOrder}`;
  const result = (await db.execute(statement)) as unknown as {
    rows: (TicketSummary & { total: number; open_count: number })[];
  };
  const first = result.rows[0];
  const tickets = result.rows
    .filter((row) => row.id !== null)
    .map(({ total: _t, open_count: _o, ...row }) => row);
  return { tickets, total: first?.total ?? 0, open_count: first?.open_count ?? 0 };
}

export function createTicketsRepository(db: Db) {
  return {
    ...ticketWrites,
    findById: (id: number, tx: Db = db) => ticketById(tx, id),
    own: (userId: number, paging: Paging) => ownTickets(db, userId, paging),
    everyone: (query: AdminTicketsQuery, paging: Paging) => adminTickets(db, query, paging),
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;

export default repositoryPlugin('ticketsRepository', createTicketsRepository);
