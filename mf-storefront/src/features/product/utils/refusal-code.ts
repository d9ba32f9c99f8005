import { isApiError } from '@storefront/shared/api-client';
import { ORDER_REFUSAL_CODES, type OrderRefusalCode } from '@storefront/shared/dto/shop';

function isRefusalCode(value: unknown): value is OrderRefusalCode {
  return typeof value === 'string' && (ORDER_REFUSAL_CODES as readonly string[]).includes(value);
}

/** The `code` a refused purchase (400) carries beside its detail, when it is one we know. */
export function refusalCode(error: unknown): OrderRefusalCode | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return isRefusalCode(error.code) ? error.code : null;
}
