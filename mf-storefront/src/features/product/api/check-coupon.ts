import { apiRequest } from '@storefront/shared/api-client';
import type { CouponCheckPayload, CouponCheckResult } from '@storefront/shared/dto/shop';
import useSWR from 'swr';

const PATH = '/shop/coupon-check';

/**
 * POST /shop/coupon-check (signed in): may this customer use `code` on this product now?
 * Without a code: the auto-apply coupon they would get, if any. Always 200.
 */
export function checkCoupon(payload: CouponCheckPayload): Promise<CouponCheckResult> {
  return apiRequest<CouponCheckResult>(PATH, { method: 'POST', json: payload });
}

/**
 * The auto-apply coupon of a signed-in customer on this product, asked once per product (a
 * read, though a POST: SWR keeps the answer instead of asking at every render or focus).
 */
export function useAutoCoupon(productId: number, enabled: boolean) {
  return useSWR(
    enabled ? ([PATH, 'auto', productId] as const) : null,
    ([, , product_id]) => checkCoupon({ product_id }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
}
