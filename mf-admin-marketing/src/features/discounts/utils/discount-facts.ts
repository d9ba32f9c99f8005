import type { Discount } from '@storefront/shared/contract/discounts';
import { formatDate } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { formatNumber } from '@storefront/shared/format/number';
import type { MarketingT } from '../../../i18n';

/** How many product names a row spells out before 'и ещё N'. */
const NAMES_SHOWN = 2;

/** '10 %' / '12,5 %', or '300 ₽' (the amount in the language shown). */
export function discountValueLabel(t: MarketingT, discount: Discount): string {
  if (discount.discount_type === 'fixed') return formatAmount(discount.value);
  return t('discounts.percent', { value: formatNumber(Number(discount.value)) });
}

/** 'Все товары', or the chosen names, the first two and 'и ещё N' for the rest. */
export function discountProductsLabel(t: MarketingT, discount: Discount): string {
  const products = discount.products;
  if (products === null) return t('discounts.allProducts');
  const names = products.slice(0, NAMES_SHOWN).map((product) => product.name);
  const rest = products.length - names.length;
  return rest > 0
    ? t('discounts.someProducts', { names: names.join(', '), count: formatNumber(rest) })
    : names.join(', ');
}

export function discountCityLabel(t: MarketingT, discount: Discount): string {
  return discount.city?.name ?? t('discounts.allCities');
}

/** '01.05.2026 – 31.05.2026', or 'с 01.05.2026, без срока окончания'. */
export function discountPeriodLabel(t: MarketingT, discount: Discount): string {
  const from = formatDate(discount.valid_from);
  return discount.valid_until
    ? t('discounts.period', { from, until: formatDate(discount.valid_until) })
    : t('discounts.openEnded', { from });
}
