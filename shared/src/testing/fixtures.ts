import type { CreateCouponBody } from '../contract/coupons';
import type { LedgerEntry, Payment } from '../contract/finance';
import type { Order } from '../contract/orders';
import type { Paged } from '../contract/paging';
import type { ShopSettings } from '../contract/shop-settings';
import type { Ticket, TicketMessage, TicketSummary } from '../contract/tickets';
import type { CurrentUser } from '../contract/users';
import { DEFAULT_SHOP_SETTINGS } from '../shop/default-settings';

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
  return { ...DEFAULT_SHOP_SETTINGS, ...overrides };
}

// The API's rows, typed by the contract, with one story's values: anna (user 7) buys 'Чай улун'
// in Kazan on 2 May 2026. A test names what it is about in `overrides`, a remote the values its
// own tests read in a maker of its own over these.

const AT = '2026-05-02T12:00:00Z';

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
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
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
    created_at: AT,
    ...overrides,
  };
}

/** A top-up as its owner sees it: pending on the test provider's page. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    user_id: 7,
    amount: '500.00',
    provider: 'test',
    status: 'pending',
    confirmation_url: '/pay/pay-1',
    created_at: AT,
    paid_at: null,
    ...overrides,
  };
}

export function makeTicketMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 1,
    author: 'anna',
    from_shop: false,
    text: 'Здравствуйте!',
    created_at: AT,
    ...overrides,
  };
}

/** A ticket as a list shows it (no messages). */
export function makeTicketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: 5,
    number: 1005,
    user_id: 7,
    username: 'anna',
    subject: 'Не пришёл заказ',
    order: null,
    status: 'open',
    created_at: AT,
    updated_at: AT,
    last_message_at: AT,
    ...overrides,
  };
}

/** A ticket with its thread: one message unless the test gives its own. */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return { ...makeTicketSummary(), messages: [makeTicketMessage()], ...overrides };
}

/**
 * A coupon as the wizard sends it with its defaults (spec 9): `code` and `name`, a 10 % public
 * coupon valid from a minute ago, with no limits, and `overrides` on top.
 */
export function makeCouponBody(
  code: string,
  name: string,
  overrides: Partial<CreateCouponBody> = {},
): CreateCouponBody {
  return {
    code,
    name,
    description: '',
    coupon_type: 'percentage',
    discount_value: 10,
    minimum_purchase_amount: 0,
    maximum_discount_amount: null,
    usage_limit: null,
    usage_limit_per_user: null,
    valid_from: new Date(Date.now() - 60_000).toISOString(),
    valid_until: null,
    is_public: true,
    requires_approval: false,
    auto_apply: false,
    stackable: false,
    ...overrides,
  };
}
