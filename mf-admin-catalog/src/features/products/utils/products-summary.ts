import { formatNumber } from '@storefront/shared/format/number';
import type { Translate } from '../../../i18n';

/** Spec 2.9 'Shown a-b of N products', for 1-based `page` of `size`; N picks the plural form. */
export function productsSummary(t: Translate, page: number, size: number, total: number): string {
  const first = Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  return t('products.summary', {
    count: total,
    first: formatNumber(first),
    last: formatNumber(last),
    total: formatNumber(total),
  });
}
