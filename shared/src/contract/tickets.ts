/** Support tickets (shop-spec 2.2, issue 15): the shapes of `@storefront/shared/dto/service`. */

import { type Static, Type } from 'typebox';
import { TICKET_LIMITS, TICKET_STATUSES } from '../dto/service';
import { DateTime, strict } from './common';
import { Search } from './marketing';
import { Id, pagedFields, pagingQuery } from './paging';

export const TicketMessage = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  from_shop: Type.Boolean(),
  text: Type.String(),
  created_at: DateTime,
});

export const TicketSummary = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  subject: Type.String(),
  order: Type.Union([Type.Object({ id: Type.Integer(), number: Type.Integer() }), Type.Null()]),
  status: Type.Enum([...TICKET_STATUSES]),
  created_at: DateTime,
  updated_at: DateTime,
  last_message_at: DateTime,
});
export type TicketSummary = Static<typeof TicketSummary>;

export const Ticket = Type.Object({
  ...TicketSummary.properties,
  messages: Type.Array(TicketMessage),
});
export type Ticket = Static<typeof Ticket>;

export const TicketsPage = Type.Object({ tickets: Type.Array(TicketSummary), ...pagedFields });
export const AdminTicketsPage = Type.Object({
  tickets: Type.Array(TicketSummary),
  ...pagedFields,
  open_count: Type.Integer({ minimum: 0 }),
});

// Lengths after trimming are the handler's check; the schema only bounds the body.
const Text = Type.String({
  maxLength: TICKET_LIMITS.textMax * 2,
  description: 'От 1 до 4000 символов после обрезки пробелов по краям; хранится как введён',
});

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

export const TicketMessageBody = Type.Object({ text: Text }, strict);
export type TicketMessageBody = Static<typeof TicketMessageBody>;

export const TicketsQuery = Type.Object(pagingQuery, strict);
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
