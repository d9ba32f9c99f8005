// Spec: amounts in roubles in the Russian locale (ARCHITECTURE 4: Intl with ru-RU); dates come
// from @storefront/shared/format/date.
const wholeRoubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
});
const kopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });
const numbers = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const percents = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });

/** '1 500 ₽', or '99,50 ₽' when there are kopecks. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? wholeRoubles.format(amount) : kopecks.format(amount);
}

/** '1 234,5': counts and plain values. */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** A rate the API gives in percent (12.5) as '12,5 %'. */
export function formatPercent(percent: number): string {
  return percents.format(percent / 100);
}
