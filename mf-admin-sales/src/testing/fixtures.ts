import type { AdminPayment, LedgerEntry } from '@storefront/shared/contract/finance';
import type { Order } from '@storefront/shared/contract/orders';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    number: 1001,
    user_id: 7,
    username: 'anna',
    product_id: 5,
    product_name: 'Чай улун',
    unit_price: '750.00',
    city_id: 2,
    city_name: 'Казань',
    district_id: 21,
    district_name: 'Вахитовский',
    quantity: 2,
    subtotal: '1500.00',
    discount_amount: '0.00',
    discount_name: null,
    coupon_code: null,
    coupon_discount: '0.00',
    total: '1500.00',
    status: 'paid',
    review_status: null,
    created_at: '2026-05-02T12:00:00Z',
    updated_at: '2026-05-02T12:00:00Z',
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 1,
    user_id: 7,
    username: 'anna',
    type: 'topup',
    amount: '500.00',
    balance_after: '500.00',
    order_id: null,
    order_number: null,
    payment_id: null,
    comment: '',
    created_by: null,
    created_at: '2026-05-02T12:00:00Z',
    ...overrides,
  };
}

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
