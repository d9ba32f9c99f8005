import type { AdminPayment } from '@storefront/shared/contract/finance';
import type { AdminOrderPage } from '@storefront/shared/contract/orders';
import { makeOrder } from '@storefront/shared/testing/fixtures';

export const cities = [
  { id: 2, name: 'Казань' },
  { id: 1, name: 'Москва' },
];

export function makePayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: '6f1c2a7e-3b4d-4c5e-8f90-a1b2c3d4e5f6',
    user_id: 7,
    username: 'anna',
    amount: '1490.50',
    provider: 'yookassa',
    status: 'succeeded',
    confirmation_url: 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f1e',
    created_at: '2026-05-02T12:00:00Z',
    paid_at: '2026-05-02T12:01:00Z',
    provider_payment_id: '2f1e0c5a-000f-5000-9000-1b2c3d4e5f60',
    ...overrides,
  };
}

/** Order № 1001: paid, with both discounts (the automatic 'Весна' and the coupon SUMMER10). */
export const paidOrder = makeOrder({
  id: 1,
  number: 1001,
  status: 'paid',
  subtotal: '1500.00',
  discount_amount: '150.00',
  discount_name: 'Весна',
  coupon_code: 'SUMMER10',
  coupon_discount: '99.50',
  total: '1250.50',
});

/**
 * Order № 1001's page: anna's paid order with both discounts, and a line of every kind in its
 * history, oldest first (a status move by an account since deleted: no author).
 */
export function makeOrderPage(overrides: Partial<AdminOrderPage> = {}): AdminOrderPage {
  return {
    order: paidOrder,
    customer: { id: 7, username: 'anna', is_active: true, balance: '2480.00' },
    timeline: [
      { kind: 'created', at: '2026-05-02T12:00:00Z', author: 'anna', status: 'awaiting_approval' },
      {
        kind: 'money',
        at: '2026-05-02T12:00:00Z',
        author: 'anna',
        type: 'purchase',
        amount: '-1250.50',
      },
      { kind: 'status', at: '2026-05-02T12:30:00Z', author: null, status: 'paid' },
      {
        kind: 'ticket',
        at: '2026-05-02T13:00:00Z',
        author: 'anna',
        ticket_id: 3,
        ticket_number: 1005,
        subject: 'Не пришёл заказ',
      },
      {
        kind: 'review',
        at: '2026-05-02T14:00:00Z',
        author: 'anna',
        review_id: 8,
        rating: 4,
        review_status: 'pending',
      },
      {
        kind: 'note',
        at: '2026-05-02T15:00:00Z',
        author: 'boss',
        note_id: 2,
        text: 'Позвонить покупателю\nпосле 18:00',
      },
    ],
    ...overrides,
  };
}
