import { isApiError } from '@storefront/shared/api-client';
import { ORDER_REFUSAL_CODES, type OrderRefusalCode } from '@storefront/shared/dto/shop';

// The API's 'insufficient_funds' detail in both languages (api/src/i18n/shop-messages.ts).
// Only a fallback: shared's ApiError keeps `detail` but not the answer's `code`, so until it
// does, the refusal is recognised by its text.
const INSUFFICIENT_FUNDS_DETAILS = ['Недостаточно средств на балансе', 'Insufficient balance'];

function isRefusalCode(value: unknown): value is OrderRefusalCode {
  return typeof value === 'string' && (ORDER_REFUSAL_CODES as readonly string[]).includes(value);
}

/** The `code` of a refused purchase (400), when it can be told. */
export function refusalCode(error: unknown): OrderRefusalCode | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const carried = (error as { code?: unknown }).code;
  if (isRefusalCode(carried)) return carried;
  return INSUFFICIENT_FUNDS_DETAILS.includes(error.message) ? 'insufficient_funds' : null;
}
