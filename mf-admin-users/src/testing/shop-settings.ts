import type { ShopSettings } from '@storefront/shared/contract/shop-settings';

/** The shop's settings as GET /settings answers them once an administrator has saved them. */
export function shopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    shop_name: 'Лавка',
    phone: '+7 900 000-00-00',
    email: 'shop@example.com',
    address: 'Москва, ул. Ленина, 1',
    working_hours: 'Пн–Пт 10:00–19:00',
    rules: 'Первое правило.\nВторое правило.',
    topup_min: '100.00',
    topup_max: '100000.00',
    time_zone: 'Europe/Moscow',
    low_stock_threshold: 5,
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
