// The shop's service (issue 15): what its browser tests seed through the real API (a completed
// order to review, a ticket, the shop's settings), and the few reads they repeat.
import { DEFAULT_SHOP_SETTINGS } from '@storefront/shared/shop/default-settings';
import type { Locator, Page } from 'playwright-core';
import type { AdminApi, ApiSession } from './admin';
import type { ShopSeed } from './shop';

export interface PlacedOrder {
  id: number;
  number: number;
}

/**
 * One unit bought by `customer` (who must hold the money) confirming `total`, the total its
 * product page shows (issue 20).
 */
export function placeOrder(
  customer: ApiSession,
  shop: ShopSeed,
  total: string,
): Promise<PlacedOrder> {
  return customer.call<PlacedOrder>('POST', '/orders', {
    product_id: shop.productId,
    district_id: shop.districtId,
    quantity: 1,
    expected_total: total,
  });
}

/** `placeOrder`, then the order completed by the admin. */
export async function completedOrder(
  admin: AdminApi,
  customer: ApiSession,
  shop: ShopSeed,
  total: string,
): Promise<PlacedOrder> {
  const order = await placeOrder(customer, shop, total);
  await admin.call('POST', `/admin/orders/${order.id}/complete`);
  return order;
}

/** `customer`'s review of a completed order, waiting for moderation. */
export function postReview(
  customer: ApiSession,
  order: PlacedOrder,
  rating: number,
  text: string,
): Promise<{ id: number }> {
  return customer.call('POST', '/reviews/', { order_id: order.id, rating, text });
}

/** `customer`'s review of a completed order, published by the admin. */
export async function publishedReview(
  admin: AdminApi,
  customer: ApiSession,
  order: PlacedOrder,
  rating: number,
  text: string,
): Promise<{ id: number }> {
  const review = await postReview(customer, order, rating, text);
  await admin.call('POST', `/admin/reviews/${review.id}/publish`);
  return review;
}

/** The shop's settings with `over` on top of the defaults (PUT /admin/settings takes them all). */
export function settingsPayload(over: Record<string, string> = {}) {
  const { updated_at: _, ...defaults } = DEFAULT_SHOP_SETTINGS;
  return { ...defaults, ...over };
}

/** The admin menu's 'Тикеты' link (its name carries the open count, e.g. 'Тикеты 1 открытый тикет'). */
export function ticketsMenuItem(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Меню администратора' })
    .getByRole('link', { name: /^Тикеты/ });
}
