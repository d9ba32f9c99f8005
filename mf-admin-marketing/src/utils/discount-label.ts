import type { Coupon } from '@storefront/shared/dto/marketing';
import { formatMoney, formatNumber } from './format';

type DiscountRule = Pick<Coupon, 'coupon_type' | 'discount_value' | 'maximum_discount_amount'>;

/**
 * Spec 2.12's preview: 'Скидка N%' with the maximum when there is one, or 'Скидка N₽'. The
 * coupons list says a coupon's discount in the same words.
 */
export function discountLabel(rule: DiscountRule): string {
  const value = formatNumber(rule.discount_value);
  if (rule.coupon_type === 'fixed') return `Скидка ${value}₽`;
  const cap = rule.maximum_discount_amount;
  return cap && cap > 0 ? `Скидка ${value}% (не более ${formatMoney(cap)})` : `Скидка ${value}%`;
}
