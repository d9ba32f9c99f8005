/** Coupons and referral codes for the marketing tests: payloads, API calls, stored rows. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before } from 'node:test';
import type { Coupon, CreateCouponBody } from '@storefront/shared/contract/coupons';
import { makeCouponBody } from '@storefront/shared/testing/fixtures';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { type Account, createAccount, newAdmin } from './accounts.ts';

export const uniqueCode = (prefix = 'C') =>
  `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** The wizard's full payload (spec 9 defaults), with a fresh code and no limits. */
export function couponPayload(fields: Partial<CreateCouponBody> = {}): CreateCouponBody {
  return makeCouponBody(uniqueCode(), 'Летняя распродажа', {
    description: 'Скидка на всё',
    ...fields,
  });
}

export async function createCoupon(
  app: App,
  admin: Account,
  fields: Partial<CreateCouponBody> = {},
): Promise<Coupon> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/coupons/coupons',
    headers: admin.headers,
    payload: couponPayload(fields),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** A fixed coupon of `discount` roubles whose orders wait for an admin's approval. */
export const approvalCoupon = (app: App, admin: Account, discount: number) =>
  createCoupon(app, admin, {
    coupon_type: 'fixed',
    discount_value: discount,
    requires_approval: true,
  });

/**
 * An order of `who`, written straight to the table: since issue 14 a usage recorded outside a
 * purchase (admins' POST /coupons/apply) names a real order.
 */
export async function orderFor(app: App, who: Account): Promise<number> {
  const result = (await app.db.execute(sql`INSERT INTO orders (user_id, product_name, unit_price,
      city_name, district_name, quantity, subtotal, total, status)
    VALUES (${who.id}, 'Товар', '1.00', 'Город', 'Район', 1, '1.00', '1.00', 'paid')
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]?.id);
}

/** POST /coupons/validate or /apply; an apply without `order_id` gets a fresh order of `who`. */
export async function postCoupon(
  app: App,
  who: Account,
  path: 'validate' | 'apply',
  body: { order_id?: number } & Record<string, unknown>,
) {
  const payload =
    path === 'apply' && body.order_id === undefined
      ? { ...body, order_id: await orderFor(app, who) }
      : body;
  return app.inject({
    method: 'POST',
    url: `/api/v1/coupons/${path}`,
    headers: who.headers,
    payload,
  });
}

/**
 * The coupon suites' cast, made before their tests: an admin who makes the coupons and the
 * account that checks and applies them (applying outside a purchase is an admins' call since
 * issue 14), with validate (`check`) and `apply` as that account by default.
 */
export function couponDesk(app: () => App) {
  const cast = {} as { admin: Account; customer: Account };
  before(async () => {
    cast.admin = await newAdmin(app());
    cast.customer = await createAccount(app(), { role: 'admin' });
  });
  return {
    cast,
    check: (code: string, amount: number, who = cast.customer) =>
      postCoupon(app(), who, 'validate', { code, order_amount: amount }),
    apply: (code: string, amount: number, who = cast.customer, orderId?: number) =>
      postCoupon(app(), who, 'apply', { code, order_amount: amount, order_id: orderId }),
  };
}

/**
 * Targets of the authorization matrix, written straight to the tables (the matrix must not
 * need the calls it tests): a coupon (`name` is its code), a fresh customer's referral code,
 * or the viewer's own code (none for a guest).
 */
export async function createMarketingTarget(
  app: App,
  kind: 'coupon' | 'referralCode' | 'ownCode',
  viewer: Account | null,
): Promise<{ id: number; role: null; name?: string } | null> {
  if (kind === 'coupon') {
    const row = await app.couponsRepository.create({
      code: uniqueCode('M'),
      name: 'Купон матрицы',
      couponType: 'fixed',
      discountValue: 50,
      validFrom: new Date(Date.now() - 60_000),
    });
    return { id: row.id, role: null, name: row.code };
  }
  const owner = kind === 'ownCode' ? viewer : await createAccount(app);
  if (!owner) return { id: 0, role: null };
  const existing = await app.referralCodesRepository.findByUser(owner.id);
  if (existing) return { id: existing.id, role: null };
  const id = await app.db.transaction((tx) =>
    app.referralCodesRepository.insert(owner.id, uniqueCode('R').slice(0, 10), tx),
  );
  return { id: id ?? 0, role: null };
}
