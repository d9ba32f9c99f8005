/** The shop's tests: a priced and stocked product, money on a balance, purchases. */
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { CouponCheckResult, ShopProduct } from '@storefront/shared/contract/shop';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { priceOrder } from '@storefront/shared/pricing';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { type Account, createAccount, newAdmin } from './accounts.ts';
import { createCatalogTarget } from './catalog-targets.ts';
import { createMarketingTarget, orderFor } from './marketing.ts';

export interface Shelf {
  cityId: number;
  districtId: number;
  productId: number;
}

export function call(app: App, who: Account | null, method: string, url: string, payload?: object) {
  return app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: who?.headers ?? {},
    ...(payload && { payload }),
  });
}

/** Answers the JSON of a call that must answer `status`. */
export async function ok<T = Record<string, unknown>>(
  app: App,
  who: Account | null,
  method: string,
  url: string,
  payload?: object,
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = await call(app, who, method, url, payload);
  assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
  return res.json() as T;
}

/** For a suite: an admin and a `shelf` of `stock` units at `price`, made before its tests. */
export function useStockedShelf(app: () => App, price = '100.00', stock = 50) {
  const shop = {} as { admin: Account; shelf: Shelf };
  before(async () => {
    shop.admin = await newAdmin(app());
    shop.shelf = await shelf(app(), shop.admin, price, stock);
  });
  return shop;
}

/** A city with one district holding `stock` units of a product priced `price`. */
export async function shelf(app: App, admin: Account, price = '100.00', stock = 5): Promise<Shelf> {
  const district = await createCatalogTarget(app, 'district');
  const row = await app.districtsRepository.findById(district.id);
  const product = await createCatalogTarget(app, 'product');
  await ok(app, admin, 'PUT', `/products/${product.id}`, { price });
  await ok(app, admin, 'PUT', `/products/${product.id}/stock`, {
    stock: [{ district_id: district.id, quantity: stock }],
  });
  return { cityId: row?.cityId ?? 0, districtId: district.id, productId: product.id };
}

/** Credits (or debits) a balance through the admins' adjustment. */
export async function fund(app: App, admin: Account, who: Account, amount: string) {
  await ok(app, admin, 'POST', '/admin/ledger/adjust', {
    username: who.username,
    amount,
    reason: 'Тест',
  });
}

/**
 * The total the product page shows for this purchase, computed as the page computes it: the
 * public product (its price and discounts in the shelf's city), the coupon check of the code
 * (or, without one, of the auto-apply coupon) and priceOrder. A product the page does not show
 * is refused before any pricing, so its total is never compared: '0.00'.
 */
export async function quote(
  app: App,
  who: Account,
  s: Shelf,
  quantity = 1,
  coupon_code?: string,
): Promise<string> {
  const page = await call(app, null, 'GET', `/shop/products/${s.productId}?city_id=${s.cityId}`);
  if (page.statusCode !== 200) return '0.00';
  const product = page.json() as ShopProduct;
  const code = coupon_code?.trim();
  const check = await call(app, who, 'POST', '/shop/coupon-check', {
    product_id: s.productId,
    ...(code ? { code } : { quantity, city_id: s.cityId }),
  });
  const verdict = (check.statusCode === 200 ? check.json() : { valid: false }) as CouponCheckResult;
  const summary = priceOrder({
    unitPrice: parseMoney(product.price),
    quantity,
    discounts: product.discounts,
    coupons: verdict.valid ? [verdict.coupon] : [],
  });
  return formatMoney(summary.total);
}

/** POST /orders confirming `expected_total` (by default the total the page shows now). */
export const buy = async (
  app: App,
  who: Account,
  s: Shelf,
  quantity = 1,
  coupon_code?: string,
  expected_total?: string,
) =>
  call(app, who, 'POST', '/orders', {
    product_id: s.productId,
    district_id: s.districtId,
    quantity,
    ...(coupon_code !== undefined && { coupon_code }),
    expected_total: expected_total ?? (await quote(app, who, s, quantity, coupon_code)),
  });

/** `buy`, which must succeed: the order as answered (201). */
export async function boughtOrder<
  T = { id: number; number: number; status: string; total: string },
>(app: App, who: Account, s: Shelf, coupon?: string): Promise<T> {
  const res = await buy(app, who, s, 1, coupon);
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as T;
}

/** A new customer with `amount` roubles on the balance, credited by `admin`. */
export async function fundedCustomer(app: App, admin: Account, amount: string): Promise<Account> {
  const who = await createAccount(app);
  await fund(app, admin, who, amount);
  return who;
}

export const balanceOf = async (app: App, who: Account) =>
  (await ok<{ balance: string }>(app, who, 'GET', '/finance/balance')).balance;

export type ShopTargetKind =
  | 'pricedProduct'
  | 'paidOrder'
  | 'pendingOrder'
  | 'payment'
  | 'couponOrder';

/**
 * Targets of the authorization matrix, written straight to the tables (the calls under test
 * must not be needed to set a case up): a priced product stocked in a fresh district, an order
 * of a fresh customer (paid or awaiting approval), a pending payment of the viewer ('own') or
 * of a fresh customer ('other').
 */
export async function createShopTarget(
  app: App,
  kind: ShopTargetKind,
  name: string,
  viewer: Account | null,
): Promise<{ id: number; role: null; name?: string } | null> {
  const run = (query: ReturnType<typeof sql>) =>
    app.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
  if (kind === 'couponOrder') {
    const coupon = await createMarketingTarget(app, 'coupon', viewer);
    return { id: await orderFor(app, await createAccount(app)), role: null, name: coupon?.name };
  }
  if (kind === 'payment') {
    const owner = name === 'own' ? viewer : await createAccount(app);
    if (!owner) return null;
    const { rows } = await run(sql`INSERT INTO payments (user_id, amount, provider, idempotence_key,
        confirmation_url) VALUES (${owner.id}, '500.00', 'test', gen_random_uuid()::text, '')
      RETURNING id`);
    return { id: 0, role: null, name: String(rows[0]?.id) };
  }
  const district = await createCatalogTarget(app, 'district');
  const product = await createCatalogTarget(app, 'product');
  // Dearer than any balance a matrix viewer gets, so a purchase by anyone is refused (400).
  await run(sql`UPDATE products SET price = '1000000.00' WHERE id = ${product.id}`);
  await run(sql`INSERT INTO product_stock VALUES (${product.id}, ${district.id}, 5)`);
  await run(sql`INSERT INTO stock_loads (product_id, district_id, delta)
    VALUES (${product.id}, ${district.id}, 5)`);
  // `name`: the district holding it.
  if (kind === 'pricedProduct') return { id: product.id, role: null, name: String(district.id) };
  const buyer = await createAccount(app);
  const status = kind === 'paidOrder' ? 'paid' : 'awaiting_approval';
  const { rows } = await run(sql`INSERT INTO orders (user_id, product_id, product_name, unit_price,
      city_name, district_id, district_name, quantity, subtotal, total, status)
    VALUES (${buyer.id}, ${product.id}, 'Товар', '100.00', 'Город', ${district.id}, 'Район', 1,
      '100.00', '100.00', ${status}) RETURNING id`);
  return { id: Number(rows[0]?.id), role: null };
}
