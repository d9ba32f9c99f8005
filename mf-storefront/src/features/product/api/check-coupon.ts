import { apiRequest } from '@storefront/shared/api-client';
import type { CouponCheckBody, CouponCheckResult } from '@storefront/shared/contract/shop';
import useSWR from 'swr';

const PATH = '/shop/coupon-check';

/**
 * POST /shop/coupon-check (signed in): may this customer use `code` on this product now?
 * Without a code: the auto-apply coupon they would get, if any. Always 200.
 */
export function checkCoupon(payload: CouponCheckBody): Promise<CouponCheckResult> {
  return apiRequest<CouponCheckResult>(PATH, { method: 'POST', json: payload });
}

/**
 * The auto-apply coupon of a signed-in customer on this product, for the quantity and city the
 * page prices (the purchase chooses it the same way: issue 20), asked once per combination (a
 * read, though a POST: SWR keeps the answer instead of asking at every render or focus).
 */
export function useAutoCoupon(
  productId: number,
  { quantity, cityId }: { quantity: number; cityId: number | null },
  enabled: boolean,
) {
  return useSWR(
    enabled ? ([PATH, 'auto', productId, quantity, cityId] as const) : null,
    ([, , product_id, count, city]) =>
      checkCoupon({ product_id, quantity: count, ...(city !== null && { city_id: city }) }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
}
