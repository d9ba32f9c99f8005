import type { Coupon } from '@storefront/shared/contract/coupons';
import { formatNumber } from '@storefront/shared/format/number';
import type { MarketingT } from '../i18n';
import { formatMoney, formatMoneyFigure } from './format';

type DiscountRule = Pick<Coupon, 'coupon_type' | 'discount_value' | 'maximum_discount_amount'>;

/**
 * Spec 2.12's preview: 'Скидка N%' with the maximum when there is one, or 'Скидка N₽'. The
 * coupons list says a coupon's discount in the same words. Russian writes the figure with '₽'
 * as the spec does, English the formatted amount ('RUB 500 off').
 */
export function discountLabel(t: MarketingT, rule: DiscountRule): string {
  if (rule.coupon_type === 'fixed') {
    const value = formatMoneyFigure(rule.discount_value);
    return t('common.discount.fixed', { value, amount: formatMoney(rule.discount_value) });
  }
  const value = formatNumber(rule.discount_value);
  const cap = rule.maximum_discount_amount;
  return cap && cap > 0
    ? t('common.discount.percentCapped', { value, cap: formatMoney(cap) })
    : t('common.discount.percent', { value });
}
