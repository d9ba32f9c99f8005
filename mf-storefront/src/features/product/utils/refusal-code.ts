import { isApiError } from '@storefront/shared/api-client';
import { ORDER_REFUSAL_CODES, type OrderRefusalCode } from '@storefront/shared/contract/values';

function isRefusalCode(value: unknown): value is OrderRefusalCode {
  return typeof value === 'string' && (ORDER_REFUSAL_CODES as readonly string[]).includes(value);
}

/**
 * The `code` a refused purchase carries beside its detail, when it is one we know: a 400, or
 * the 409 'price_changed' (issue 20: the total the page showed is no longer the price).
 */
export function refusalCode(error: unknown): OrderRefusalCode | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return null;
  return isRefusalCode(error.code) ? error.code : null;
}
