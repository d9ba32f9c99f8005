/** Support tickets (shop-spec 2.2, issue 15). */

import { type Static, Type } from 'typebox';
import { TICKET_LIMITS } from '../validation/limits';
import { DateTime, strict } from './common';
import { Search } from './marketing';
import { Id, pagedFields, pagingQuery } from './paging';
import { TICKET_STATUSES } from './values';

export const TicketMessage = Type.Object({
  id: Type.Integer(),
  /** The author's login. */
  author: Type.String(),
  /** Written by the shop (an admin), not by the ticket's customer. */
  from_shop: Type.Boolean(),
  text: Type.String(),
  created_at: DateTime,
});
export type TicketMessage = Static<typeof TicketMessage>;

export const TicketSummary = Type.Object({
  id: Type.Integer(),
  /** From 1000 upwards, shown as '№ N'. */
  number: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  subject: Type.String(),
  /** The customer's own order the ticket is about, if any. */
  order: Type.Union([Type.Object({ id: Type.Integer(), number: Type.Integer() }), Type.Null()]),
  status: Type.Enum([...TICKET_STATUSES]),
  created_at: DateTime,
  updated_at: DateTime,
  /** Date of the newest message: the list's 'last message' column. */
  last_message_at: DateTime,
});
export type TicketSummary = Static<typeof TicketSummary>;

/** GET /tickets/{id}: its owner or an admin; anyone else (and an unknown id) gets 404. */
export const Ticket = Type.Object({
  ...TicketSummary.properties,
  /** Oldest first. */
  messages: Type.Array(TicketMessage),
});
export type Ticket = Static<typeof Ticket>;

/** GET /tickets/?page&size: the caller's own tickets, most recently updated first. */
export const TicketsPage = Type.Object({ tickets: Type.Array(TicketSummary), ...pagedFields });
export type TicketsPage = Static<typeof TicketsPage>;
export const AdminTicketsPage = Type.Object({
  tickets: Type.Array(TicketSummary),
  ...pagedFields,
  open_count: Type.Integer({ minimum: 0 }),
});
export type AdminTicketsPage = Static<typeof AdminTicketsPage>;

// Lengths after trimming are the handler's check; the schema only bounds the body.
const Text = Type.String({
  maxLength: TICKET_LIMITS.textMax * 2,
  description: 'От 1 до 4000 символов после обрезки пробелов по краям; хранится как введён',
});

/**
 * POST /tickets/ (signed in, not an admin: 403): 201 Ticket with its first message, status
 * open. `order_id` must be one of the caller's own orders (else 400 with the detail).
 */
export const TicketBody = Type.Object(
  {
    subject: Type.String({
      maxLength: TICKET_LIMITS.subjectMax * 4,
      description: 'От 3 до 120 символов после обрезки пробелов по краям',
    }),
    text: Text,
    order_id: Type.Optional(
      Type.Unsafe<number | null>({
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'Свой заказ покупателя; чужой или неизвестный — 400',
      }),
    ),
  },
  strict,
);
export type TicketBody = Static<typeof TicketBody>;

/**
 * POST /tickets/{id}/messages (owner or admin): 201 Ticket. An admin's reply makes it
 * 'answered'; the customer's reply makes an answered or closed ticket 'open' again.
 * POST /tickets/{id}/close (owner or admin): 200 Ticket, 'closed' (closing a closed one is a
 * no-op answering the same ticket).
 */
export const TicketMessageBody = Type.Object({ text: Text }, strict);
export type TicketMessageBody = Static<typeof TicketMessageBody>;

export const TicketsQuery = Type.Object(pagingQuery, strict);
export type TicketsQuery = Static<typeof TicketsQuery>;

/**
 * GET /admin/tickets?page&size&search&status (admin): everyone's, unanswered ('open') first,
 * then by the newest message. `search`: the number exactly when it is a whole number, else a
 * substring of the subject or the login. `open_count`: every open ticket, whatever the
 * filter: the count on the admin menu's 'Тикеты'.
 */
export const AdminTicketsQuery = Type.Object(
  {
    ...pagingQuery,
    search: Type.Optional(Search),
    status: Type.Optional(Type.Enum([...TICKET_STATUSES])),
  },
  strict,
);
export type AdminTicketsQuery = Static<typeof AdminTicketsQuery>;

export { Id };
