import { type Kopecks, tryParseMoney } from '@storefront/shared/money';
import { PRICE_MAX_KOPECKS } from '../../../utils/shop-limits';

/** The field's text as kopecks, or the message key of what is wrong with it. */
export type PriceCheck = { kopecks: Kopecks } | { error: string };

/**
 * Shop-spec 1.1: 'Цена, ₽' is required, over 0 and at most 10 000 000 ₽, with at most two
 * decimals. '1 500,50' and '1500.5' are both accepted (spaces and a decimal comma are how
 * people write roubles).
 */
export function checkPrice(text: string): PriceCheck {
  if (!text.trim()) return { error: 'productForm.errors.priceRequired' };
  const kopecks = tryParseMoney(text);
  if (kopecks === null) return { error: 'productForm.errors.priceInvalid' };
  if (kopecks <= 0) return { error: 'productForm.errors.priceNotPositive' };
  if (kopecks > PRICE_MAX_KOPECKS) return { error: 'productForm.errors.priceTooHigh' };
  return { kopecks };
}
