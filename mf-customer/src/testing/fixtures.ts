import type { LedgerEntry, Payment, PaymentMode } from '@storefront/shared/contract/finance';
import type { MyOrderPage, Order, OrderStatusStep } from '@storefront/shared/contract/orders';
import type { MyReferralCode } from '@storefront/shared/contract/referrals';
import type { Ticket, TicketMessage } from '@storefront/shared/contract/tickets';
import {
  makeLedgerEntry as ledgerEntry,
  makeOrder as order,
  makePayment as payment,
  makeTicket as ticket,
  makeTicketMessage as ticketMessage,
} from '@storefront/shared/testing/fixtures';

export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return ledgerEntry({
    user_id: 2,
    payment_id: 'pay-1',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  });
}

/** Rows as the API writes them since issue 20 (system rows carry ''), and one older row. */
export function ledgerOfIssue20(): LedgerEntry[] {
  const at = '2026-11-25T10:00:00Z';
  return [
    makeLedgerEntry({ id: 16, type: 'refund', order_number: 1001, created_at: at }),
    makeLedgerEntry({ id: 15, type: 'referral_reward', order_number: 1009, created_at: at }),
    makeLedgerEntry({ id: 14, type: 'topup', created_at: at }),
    makeLedgerEntry({ id: 13, type: 'purchase', order_number: 1003, created_at: at }),
    makeLedgerEntry({
      id: 12,
      type: 'adjustment',
      comment: 'Ошибка при зачислении, см. тикет № 12',
      created_by: 'boss',
      created_at: at,
    }),
    // Written before issue 20: its stored sentence stays.
    makeLedgerEntry({
      id: 11,
      type: 'refund',
      order_number: 990,
      comment: 'Отмена заказа № 990',
      created_at: at,
    }),
  ];
}

/** Anna's order in Moscow, as her list shows it: No. 1000, two at 250 ₽. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return order({
    number: 1000,
    user_id: 2,
    product_id: 7,
    unit_price: '250.00',
    city_id: 1,
    city_name: 'Москва',
    district_id: 3,
    district_name: 'Арбат',
    subtotal: '500.00',
    total: '500.00',
    created_at: '2026-11-21T09:30:00Z',
    updated_at: '2026-11-21T09:30:00Z',
    ...overrides,
  });
}

/** GET /orders/{id}'s answer: the order and its history (by default, bought and never moved). */
export function makeMyOrderPage(order: Order, history?: OrderStatusStep[]): MyOrderPage {
  return { order, history: history ?? [{ status: order.status, at: order.created_at }] };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return payment({ user_id: 2, created_at: '2026-11-22T12:00:00Z', ...overrides });
}

/** POST /referrals/my-code's answer: the code and what an invitation earns now (roubles). */
export function makeReferralCode(overrides: Partial<MyReferralCode> = {}): MyReferralCode {
  return {
    id: 4,
    code: 'ANNA2026',
    username: 'anna',
    usage_count: 0,
    is_active: true,
    created_at: '2026-11-01T08:00:00Z',
    reward_amount: 250,
    ...overrides,
  };
}

/** GET /shop/payment-mode: a real gateway unless the test says otherwise. */
export function makePaymentMode(overrides: Partial<PaymentMode> = {}): PaymentMode {
  return { provider: 'yookassa', test_mode: false, ...overrides };
}

export function makeTicketMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return ticketMessage({
    text: 'Заказ не пришёл',
    created_at: '2026-11-22T10:00:00Z',
    ...overrides,
  });
}

/** A ticket with its messages; the summary of the list is the same minus `messages`. */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  const at = '2026-11-22T10:00:00Z';
  return ticket({
    number: 1004,
    user_id: 2,
    subject: 'Где мой заказ?',
    created_at: at,
    updated_at: at,
    last_message_at: at,
    messages: [makeTicketMessage()],
    ...overrides,
  });
}
