// Numbers and amounts in the visitor's language; amounts are always roubles (issue 13).
import { currentLanguage } from '@storefront/shared/i18n';
import { INTL_LOCALES } from '@storefront/shared/i18n/language';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${locale}/${name}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** '1 234' / '1,234'. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return formatter(`number${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
}

/** '1 234,50 ₽' / 'RUB 1,234.50'; `whole`: without kopecks ('1 234 ₽'). */
export function formatRoubles(value: number, whole = false): string {
  const digits = whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {};
  return formatter(whole ? 'roubles0' : 'roubles', {
    style: 'currency',
    currency: 'RUB',
    ...digits,
  }).format(value);
}

/** '12,5 %' / '12.5%', from a fraction (0.125). */
export function formatPercent(fraction: number): string {
  return formatter('percent', { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}
