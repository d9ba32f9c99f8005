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
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { writtenRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { isAdmin } from '../../../lib/current-user.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import { trimmedText } from '../../../lib/trimmed-text.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';

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

/** `ticket` when the viewer may see it (its owner or an admin); else the 404 of an unknown id. */
function visible<T extends { user_id: number }>(viewer: UserRow, ticket: T | undefined | null): T {
  if (!ticket || (ticket.user_id !== viewer.id && !isAdmin(viewer))) {
    throw notFound(MESSAGES.ticketNotFound);
  }
  return ticket;
}

export function createTickets(fastify: FastifyInstance) {
  const db = fastify.db;
  const repo = fastify.ticketsRepository;
  const log = resourceLog(fastify);

  /** The ticket's row, locked, if the viewer may see it. */
  const lockVisible = async (tx: Db, viewer: UserRow, id: number) =>
    visible(viewer, await repo.lock(id, tx));

  const answer = async (tx: Db, id: number): Promise<Ticket> =>
    writtenRow(await repo.findById(id, tx), `ticket ${id}`);

  return {
    own: (viewer: UserRow, paging: Paging) => repo.own(viewer.id, paging),

    everyone: (query: AdminTicketsQuery, paging: Paging) => repo.everyone(query, paging),

    get: async (viewer: UserRow, id: number): Promise<Ticket> =>
      visible(viewer, await repo.findById(id)),

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
        // One customer's creations one after another: the count cannot be raced past.
        const open = await repo.lockAndCountOpen(viewer.id, tx);
        if (open >= openMax) throw conflict(MESSAGES.ticketsOpenLimit(openMax));
        if (orderId !== null && !(await repo.lockOwnOrder(orderId, viewer.id, tx))) {
          throw badRequest(MESSAGES.ticketOrderNotOwn);
        }
        const row = await repo.open({ userId: viewer.id, subject, orderId, text }, tx);
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
        await repo.reply({ id, authorId: viewer.id, fromShop, text, status }, tx);
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
        await repo.close(id, tx);
        const resource = { type: 'ticket' as const, id, name: `№ ${ticket.number}` };
        const metadata = { number: ticket.number, before: ticket.status };
        await log(tx, { userId: viewer.id, ip, action: 'ticket_close', resource, metadata });
        return answer(tx, id);
      });
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;

export default domainPlugin('tickets', createTickets, [
  'tickets-repository',
  'activities-repository',
]);
