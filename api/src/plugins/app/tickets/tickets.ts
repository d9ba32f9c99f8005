/**
 * Support tickets (shop-spec 2.2): a customer opens one (an admin may not), its owner or an admin
 * reads it, writes in it and closes it; anyone else gets the same 404 as for an unknown id, so
 * nothing about another customer's ticket is revealed. An admin's reply makes it 'answered',
 * the customer's 'open' again (also from 'closed'). Each write locks the ticket's row, so
 * concurrent replies and closes apply one after the other, and logs its activity row in the
 * same transaction. Texts are stored as typed (trimmed at the ends): clients show them as text.
 */

import type { AdminTicketsQuery, Ticket, TicketBody } from '@storefront/shared/contract/tickets';
import { TICKET_LIMITS } from '@storefront/shared/limits';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { isAdmin } from '../../../lib/current-user.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { trimmedText } from '../../../lib/trimmed-text.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { adminTickets, ownTickets, ticketById } from './tickets-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: Tickets;
  }
}

const messageText = (text: string) =>
  trimmedText(
    text,
    'text',
    TICKET_LIMITS.textMin,
    TICKET_LIMITS.textMax,
    MESSAGES.ticketTextLength,
  );

interface Locked {
  id: number;
  number: number;
  user_id: number;
  status: Ticket['status'];
}

/** `ticket` when the viewer may see it (its owner or an admin); else the 404 of an unknown id. */
function visible<T extends { user_id: number }>(viewer: UserRow, ticket: T | undefined | null): T {
  if (!ticket || (ticket.user_id !== viewer.id && !isAdmin(viewer))) {
    throw notFound(MESSAGES.ticketNotFound);
  }
  return ticket;
}

/** The ticket's row, locked, if the viewer may see it. */
async function lockVisible(tx: Db, viewer: UserRow, id: number): Promise<Locked> {
  const [row] = await rowsOf<Locked>(
    tx.execute(sql`SELECT id, number, user_id, status FROM tickets WHERE id = ${id} FOR UPDATE`),
  );
  return visible(viewer, row);
}

export function createTickets(fastify: FastifyInstance) {
  const db = fastify.db;
  const log = resourceLog(fastify);

  async function answer(tx: Db, id: number): Promise<Ticket> {
    const ticket = await ticketById(tx, id);
    if (!ticket) throw new Error(`ticket ${id} vanished after its write`);
    return ticket;
  }

  return {
    own: (viewer: UserRow, paging: Paging) => ownTickets(db, viewer.id, paging),

    everyone: (query: AdminTicketsQuery, paging: Paging) => adminTickets(db, query, paging),

    get: async (viewer: UserRow, id: number): Promise<Ticket> =>
      visible(viewer, await ticketById(db, id)),

    async open(viewer: UserRow, body: TicketBody, ip: string): Promise<Ticket> {
      if (isAdmin(viewer)) throw forbidden(MESSAGES.adminCannotOpenTicket);
      const subject = trimmedText(
        body.subject,
        'subject',
        TICKET_LIMITS.subjectMin,
        TICKET_LIMITS.subjectMax,
        MESSAGES.ticketSubjectLength,
      );
      const text = messageText(body.text);
      const orderId = body.order_id ?? null;
      const openMax = fastify.config.rateLimits.ticketsOpenPerUser;
      return db.transaction(async (tx) => {
        // One customer's creations one after another (their user row, NO KEY UPDATE: foreign
        // key checks and sign-ins never wait), so the count below cannot be raced past.
        await tx.execute(sql`SELECT id FROM users WHERE id = ${viewer.id} FOR NO KEY UPDATE`);
        const [open] = await rowsOf<{ n: number }>(
          tx.execute(sql`SELECT count(*)::int AS n FROM tickets
            WHERE user_id = ${viewer.id} AND status <> 'closed'`),
        );
        if ((open?.n ?? 0) >= openMax) throw conflict(MESSAGES.ticketsOpenLimit(openMax));
        if (orderId !== null) {
          const [order] = await rowsOf<{ id: number }>(
            tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} AND user_id = ${viewer.id}
              FOR KEY SHARE`),
          );
          if (!order) throw badRequest(MESSAGES.ticketOrderNotOwn);
        }
        const [row] = await rowsOf<{ id: number; number: number }>(
          tx.execute(sql`INSERT INTO tickets (user_id, subject, order_id)
            VALUES (${viewer.id}, ${subject}, ${orderId}) RETURNING id, number`),
        );
        if (!row) throw new Error('INSERT ... RETURNING gave no row');
        await tx.execute(sql`INSERT INTO ticket_messages (ticket_id, author_id, from_shop, text)
          VALUES (${row.id}, ${viewer.id}, false, ${text})`);
        const resource = { type: 'ticket' as const, id: row.id, name: `№ ${row.number}` };
        const metadata = { number: row.number, subject, order_id: orderId };
        await log(tx, { userId: viewer.id, ip, action: 'ticket_create', resource, metadata });
        return answer(tx, row.id);
      });
    },

    async reply(viewer: UserRow, id: number, rawText: string, ip: string): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const ticket = await lockVisible(tx, viewer, id);
        const text = messageText(rawText);
        const fromShop = ticket.user_id !== viewer.id;
        const status = fromShop ? 'answered' : 'open';
        // The clock after the row lock, not the transaction's start: replies waiting on one
        // another are dated in the order they are written, so the thread and the status agree.
        await tx.execute(sql`INSERT INTO ticket_messages (ticket_id, author_id, from_shop, text,
            created_at) VALUES (${id}, ${viewer.id}, ${fromShop}, ${text}, clock_timestamp())`);
        await tx.execute(sql`UPDATE tickets SET status = ${status}, updated_at = clock_timestamp(),
          last_message_at = clock_timestamp() WHERE id = ${id}`);
        const resource = { type: 'ticket' as const, id, name: `№ ${ticket.number}` };
        const metadata = {
          number: ticket.number,
          from_shop: fromShop,
          before: ticket.status,
          after: status,
        };
        await log(tx, { userId: viewer.id, ip, action: 'ticket_reply', resource, metadata });
        return answer(tx, id);
      });
    },

    async close(viewer: UserRow, id: number, ip: string): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const ticket = await lockVisible(tx, viewer, id);
        if (ticket.status === 'closed') return answer(tx, id);
        await tx.execute(sql`UPDATE tickets SET status = 'closed',
          updated_at = clock_timestamp() WHERE id = ${id}`);
        const resource = { type: 'ticket' as const, id, name: `№ ${ticket.number}` };
        const metadata = { number: ticket.number, before: ticket.status };
        await log(tx, { userId: viewer.id, ip, action: 'ticket_close', resource, metadata });
        return answer(tx, id);
      });
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('tickets', createTickets(fastify));
  },
  { name: 'tickets', dependencies: ['activities-repository'] },
);
