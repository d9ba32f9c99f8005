// The shop (issue 14): what its browser tests seed through the real API, and the few reads they
// repeat (the header chip, money as the Russian locale prints it).
import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import { makeCouponBody } from '@storefront/shared/testing/fixtures';
import type { Locator, Page } from 'playwright-core';
import type { AdminApi, ApiSession } from './admin';
import { expectPlainText } from './marketing';

export interface ShopSeed {
  cityId: number;
  districtId: number;
  productId: number;
}

/**
 * A city with one district holding `stock` units of a product priced `price` ("300.00"); its
 * description is `description`, or made from its name.
 */
export async function seedShop(
  api: AdminApi,
  {
    city,
    district,
    product,
    price,
    stock,
    logo,
    description = `${product}: описание`,
  }: Record<'city' | 'district' | 'product' | 'price' | 'logo', string> & {
    stock: number;
    description?: string;
  },
): Promise<ShopSeed> {
  const { id: cityId } = await api.call<{ id: number }>('POST', '/cities/', { name: city });
  const { id: districtId } = await api.call<{ id: number }>('POST', '/districts/', {
    name: district,
    city_id: cityId,
  });
  const { id: productId } = await api.call<{ id: number }>('POST', '/products/', {
    name: product,
    description,
    logo_image: logo,
    price,
  });
  await api.call('PUT', `/products/${productId}/stock`, {
    stock: [{ district_id: districtId, quantity: stock }],
  });
  return { cityId, districtId, productId };
}

/** A customer's top-up through the test provider, without the browser. */
export async function topUp(customer: ApiSession, amount: string): Promise<void> {
  const payment = await customer.call<{ id: string }>('POST', '/payments', { amount });
  await customer.call('POST', `/payments/${payment.id}/confirm`);
}

/** A coupon with the wizard's defaults and `over` on top. */
export function couponPayload(code: string, over: Partial<CreateCouponBody> = {}) {
  return makeCouponBody(code, `Купон ${code}`, over);
}

/** The header's balance chip. */
export function balanceChip(page: Page): Locator {
  return page.getByRole('banner').getByRole('group', { name: 'Баланс' });
}

/** Waits until the chip says `amount` ('500 ₽'; the locale's no-break spaces made plain). */
export async function expectBalance(page: Page, amount: string): Promise<void> {
  await expectPlainText(balanceChip(page), amount);
}
