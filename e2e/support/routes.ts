// Every screen of the product and who reaches it, for the checks that must hold on all of them
// (issue 13: English without Cyrillic, axe in both themes and widths). Data is seeded with Latin
// names only, so any Cyrillic on an English screen is an untranslated text, not user data.
import assert from 'node:assert/strict';
import { AdminApi, type ApiSession, SEED_PASSWORD } from './admin';
import { pngFile } from './images';
import { CustomerApi } from './marketing';
import { ADMIN, type Product } from './product';
import { couponPayload, topUp } from './shop';

export type Visitor = 'guest' | 'customer' | 'admin';

export interface Screen {
  path: string;
  as: Visitor;
}

export const CUSTOMER = { username: 'route-customer', password: SEED_PASSWORD };

/** Uploads a small PNG as the admin and answers its URL (a product needs a logo). */
export async function uploadLogo(product: Product, token: string): Promise<string> {
  const logo = pngFile('logo.png', [40, 120, 200]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(logo.buffer)], { type: logo.mimeType }), logo.name);
  const response = await fetch(`${product.url}/api/v1/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  assert.equal(response.status, 201, text);
  return (JSON.parse(text) as { url: string }).url;
}

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
  const city = await api.call<{ id: number }>('POST', '/cities/', { name: 'Springfield' });
  const district = await api.call<{ id: number }>('POST', '/districts/', {
    name: 'Evergreen Terrace',
    city_id: city.id,
  });
  const logo = await uploadLogo(product, token);
  const item = await api.call<{ id: number }>('POST', '/products/', {
    name: 'Green tea',
    description: 'Loose leaf, 100 g',
    logo_image: logo,
    price: '120.00',
  });
  await api.call('PUT', `/products/${item.id}/stock`, {
    stock: [{ district_id: district.id, quantity: 7 }],
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
  await shopper.call('POST', '/orders', {
    product_id: item.id,
    district_id: district.id,
    quantity: 1,
  });
  const pending = await shopper.call<{ id: string }>('POST', '/payments', { amount: '100.00' });
  const admin: Screen[] = [
    '/admin/statistics',
    '/admin/users',
    '/admin/users?tab=stats',
    `/admin/users/${customer.id}/edit`,
    '/admin/staff',
    `/admin/staff/${staff.id}/edit`,
    '/admin/logs',
    '/admin/cities',
    `/admin/cities/${city.id}/districts`,
    `/admin/cities/${city.id}/products`,
    '/admin/products',
    '/admin/products/create',
    `/admin/products/${item.id}/edit`,
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
    '/admin/payments',
    `/products/${item.id}`,
    // The placeholders of the admin menu.
    '/admin/reviews',
    '/admin/tickets',
    '/admin/discounts',
    '/admin/settings',
  ].map((path) => ({ path, as: 'admin' }));
  const customerScreens: Screen[] = [
    '/',
    '/user/finance',
    '/user/orders',
    `/products/${item.id}`,
    `/pay/${pending.id}`,
    '/user/tickets',
    '/user/settings',
  ].map((path) => ({ path, as: 'customer' }));
  const guest: Screen[] = [
    '/',
    '/login',
    '/register',
    '/products',
    `/products/${item.id}`,
    '/reviews',
    '/rules',
    '/contacts',
    '/no-such-page',
  ].map((path) => ({ path, as: 'guest' }));
  assert.ok(ADMIN.username);
  return [...guest, ...customerScreens, ...admin];
}
