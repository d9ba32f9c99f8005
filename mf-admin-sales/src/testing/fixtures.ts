import type { AdminPayment } from '@storefront/shared/contract/finance';

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
