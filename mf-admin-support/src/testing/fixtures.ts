import type { Review } from '@storefront/shared/contract/reviews';
import type { Ticket, TicketMessage, TicketSummary } from '@storefront/shared/contract/tickets';

export function makeTicketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: 5,
    number: 1005,
    user_id: 7,
    username: 'anna',
    subject: 'Не пришёл заказ',
    order: null,
    status: 'open',
    created_at: '2026-05-02T12:00:00Z',
    updated_at: '2026-05-02T12:00:00Z',
    last_message_at: '2026-05-02T12:00:00Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 1,
    author: 'anna',
    from_shop: false,
    text: 'Здравствуйте!',
    created_at: '2026-05-02T12:00:00Z',
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return { ...makeTicketSummary(), messages: [makeMessage()], ...overrides };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    user_id: 7,
    username: 'anna',
    product_id: 5,
    product_name: 'Чай улун',
    order_id: 9,
    order_number: 1009,
    rating: 4,
    text: 'Хороший чай, заварился отлично.',
    status: 'pending',
    created_at: '2026-05-02T12:00:00Z',
    moderated_at: null,
    moderated_by: null,
    ...overrides,
  };
}
