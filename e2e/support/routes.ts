// Every screen of the product and who reaches it, for the checks that must hold on all of them
// (issue 13: English without Cyrillic, axe in both themes and widths). Data is seeded with Latin
// names only, so any Cyrillic on an English screen is an untranslated text, not user data.
import assert from 'node:assert/strict';
import { AdminApi, type ApiSession, SEED_PASSWORD, signInToken } from './admin';
import { pngFile } from './images';
import { CustomerApi } from './marketing';
import { ADMIN, type Product } from './product';
import {
  completedOrder,
  type PlacedOrder,
  placeOrder,
  postReview,
  publishedReview,
  settingsPayload,
} from './service';
import { couponPayload, type ShopSeed, seedShop, topUp } from './shop';

export type Visitor = 'guest' | 'customer' | 'admin';

export interface Screen {
  path: string;
  as: Visitor;
}

export const CUSTOMER = { username: 'route-customer', password: SEED_PASSWORD };

/** Uploads a file as `token`'s user (the admin by default) and answers its URL. */
export async function uploadFile(
  product: Product,
  file: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string },
  token?: string,
): Promise<string> {
  const bearer = token ?? (await signInToken(product, ADMIN.username, ADMIN.password));
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${product.url}/api/v1/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
  const text = await response.text();
  assert.equal(response.status, 201, text);
  return (JSON.parse(text) as { url: string }).url;
}

/**
 * The admin's API, `customers` created, and a shop as `seedShop` makes it with an uploaded logo:
 * the start of most shop tests.
 */
export async function adminWithShop(
  product: Product,
  customers: string[],
  shop: Omit<Parameters<typeof seedShop>[1], 'logo'>,
): Promise<{ api: AdminApi; shop: ShopSeed }> {
  const api = await AdminApi.signIn(product);
  const logo = await uploadLogo(product);
  await api.createUsers(customers.map((login) => [login]));
  return { api, shop: await seedShop(api, { ...shop, logo }) };
}

/** Uploads a small PNG (the admin by default) and answers its URL (a product needs a logo). */
export function uploadLogo(product: Product, token?: string): Promise<string> {
  const logo = pngFile('logo.png', [40, 120, 200]);
  const bytes = new Uint8Array(logo.buffer);
  return uploadFile(product, { bytes, type: logo.mimeType, name: logo.name }, token);
}

/**
 * The service's data (issue 15): an automatic discount, a published and a pending review of
 * completed orders, a ticket answered by the shop, and settings with contacts and rules.
 */
async function seedService(
  api: AdminApi,
  shopper: ApiSession,
  shop: ShopSeed,
  order: PlacedOrder,
): Promise<{ ticketId: number }> {
  await api.call('POST', '/discounts/', {
    name: 'Autumn sale',
    discount_type: 'percentage',
    value: '5',
    product_ids: [shop.productId],
    city_id: shop.cityId,
    valid_from: new Date(Date.now() - 60_000).toISOString(),
    valid_until: null,
    is_active: true,
  });
  await api.call('POST', `/admin/orders/${order.id}/complete`);
  await publishedReview(api, shopper, order, 4, 'Fresh leaves, quick delivery.');
  // 120 ₽ less the 5 % discount above: the total the product page shows now.
  const second = await completedOrder(api, shopper, shop, '114.00');
  await postReview(shopper, second, 2, 'The tin arrived dented.');
  const ticket = await shopper.call<{ id: number }>('POST', '/tickets/', {
    subject: 'Where is my parcel?',
    text: 'It has not arrived yet.',
    order_id: order.id,
  });
  await api.call('POST', `/tickets/${ticket.id}/messages`, { text: 'It is on its way.' });
  await shopper.call('POST', '/tickets/', { subject: 'A question', text: 'Do you ship abroad?' });
  await api.call(
    'PUT',
    '/admin/settings',
    settingsPayload({
      shop_name: 'Tea House',
      phone: '+7 900 000-00-00',
      email: 'help@example.com',
      address: '742 Evergreen Terrace',
      working_hours: '10:00-20:00',
      rules: 'Be kind.\nPay on time.',
      topup_max: '50000.00',
    }),
  );
  return { ticketId: ticket.id };
}

/** The screens `as` reaches at these paths. */
const screens = (as: Visitor, paths: string[]): Screen[] => paths.map((path) => ({ path, as }));

/** One of everything a screen can list, edit or open, named in Latin letters. */
export async function seedEveryScreen(product: Product, token: string): Promise<Screen[]> {
  const api: ApiSession & AdminApi = await AdminApi.signIn(product);
  const [customer, staff] = await api.createUsers([
    [CUSTOMER.username],
    ['route-staff', 'staff'],
    ['route-executor', 'executor'],
    ['route-inactive', 'customer', false],
  ]);
  assert.ok(customer && staff);
  const shop = await seedShop(api, {
    city: 'Springfield',
    district: 'Evergreen Terrace',
    product: 'Green tea',
    description: 'Loose leaf, 100 g',
    logo: await uploadLogo(product, token),
    price: '120.00',
    stock: 7,
  });
  await api.call(
    'POST',
    '/coupons/coupons',
    couponPayload('SPRING10', { name: 'Spring sale', description: 'Ten percent off' }),
  );
  await api.call('POST', '/referrals/programs/', { name: 'Friends', reward_amount: 100 });
  // A ledger, an order and a payment waiting on its page, so the shop's lists are not empty.
  const shopper = await CustomerApi.signIn(product, CUSTOMER.username);
  await topUp(shopper, '500.00');
  const order = await placeOrder(shopper, shop, '120.00');
  const pending = await shopper.call<{ id: string }>('POST', '/payments', { amount: '100.00' });
  const service = await seedService(api, shopper, shop, order);
  // The order's page with a staff note on its timeline (issue 23).
  await api.call('POST', `/admin/orders/${order.id}/notes`, { text: 'Call before delivery' });
  const { cityId, productId } = shop;
  const admin = screens('admin', [
    '/admin/statistics',
    '/admin/users',
    '/admin/users?tab=stats',
    `/admin/users/${customer.id}/edit`,
    '/admin/staff',
    `/admin/staff/${staff.id}/edit`,
    '/admin/logs',
    '/admin/cities',
    `/admin/cities/${cityId}/districts`,
    `/admin/cities/${cityId}/products`,
    '/admin/products',
    '/admin/products/create',
    `/admin/products/${productId}/edit`,
    '/admin/coupons',
    '/admin/coupons?tab=coupons',
    '/admin/coupons?tab=create',
    '/admin/coupons?tab=generate',
    '/admin/coupons?tab=usages',
    '/admin/referrals',
    '/admin/referrals?tab=programs',
    '/admin/referrals?tab=codes',
    '/admin/referrals?tab=referrals',
    '/admin/orders',
    `/admin/orders/${order.id}`,
    '/admin/payments',
    `/products/${productId}`,
    '/admin/reviews',
    '/admin/tickets',
    `/admin/tickets/${service.ticketId}`,
    '/admin/discounts',
    '/admin/settings',
  ]);
  const customerScreens = screens('customer', [
    '/',
    '/user/finance',
    '/user/orders',
    `/user/orders/${order.id}`,
    `/products/${productId}`,
    `/pay/${pending.id}`,
    '/user/tickets',
    `/user/tickets/${service.ticketId}`,
    '/user/settings',
  ]);
  const guest = screens('guest', [
    '/',
    '/login',
    '/register',
    '/products',
    `/products/${productId}`,
    '/reviews',
    '/rules',
    '/contacts',
    '/no-such-page',
  ]);
  assert.ok(ADMIN.username);
  return [...guest, ...customerScreens, ...admin];
}
