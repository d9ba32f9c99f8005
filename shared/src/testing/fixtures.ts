import type { Paged } from '../contract/paging';
import type { ShopSettings } from '../contract/shop-settings';
import type { CurrentUser } from '../contract/users';

/** A current user as GET /auth/me answers it: a customer unless the test says otherwise. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'anna',
    role: 'customer',
    role_score: 1,
    is_active: true,
    is_verified: false,
    is_superuser: false,
    created_at: '2026-01-01T00:00:00Z',
    last_login: null,
    login_count: 1,
    timezone: 'UTC',
    language: 'ru',
    ...overrides,
  };
}

/**
 * A paged answer as a list call returns it: `{[key]: items, total, page, size, pages}` for one
 * page of 20, with `extra` over it (another page, a list's own counts such as `open_count`).
 */
export function page<K extends string, T, E extends object = object>(
  key: K,
  items: T[],
  extra: Partial<Paged> & E = {} as E,
) {
  const info: Paged = { total: items.length, page: 1, size: 20, pages: items.length ? 1 : 0 };
  return { [key]: items, ...info, ...extra } as Record<K, T[]> & Paged & E;
}

/** The shop's settings as never saved: every contact and the rules unset, the default top-up limits. */
export function makeShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    shop_name: '',
    phone: '',
    email: '',
    address: '',
    working_hours: '',
    rules: '',
    topup_min: '100.00',
    topup_max: '100000.00',
    updated_at: null,
    ...overrides,
  };
}
