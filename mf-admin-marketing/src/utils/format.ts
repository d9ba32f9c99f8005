// Amounts in roubles in the chosen language (issue 13): the shared locale-aware formatters,
// with this remote's one rule on top: kopecks only when an amount has them.
import { formatNumber, formatRoubles } from '@storefront/shared/format/number';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks ('RUB 1,500' / 'RUB 99.50' in English). */
export function formatMoney(amount: number): string {
  return formatRoubles(amount, Number.isInteger(amount));
}

/**
 * An amount's figure without the currency, for spec 2.12's 'Скидка N₽': '1 490,50' with both
 * kopeck digits when there are kopecks (150,5 is money, so it reads 150,50), '300' without.
 */
export function formatMoneyFigure(amount: number): string {
  if (Number.isInteger(amount)) return formatNumber(amount);
  const kopecks = Math.round(Math.abs(amount) * 100) % 100;
  const figure = formatNumber(amount);
  // formatNumber drops a trailing zero ('150,5'): put it back for a whole kopeck tenth.
  return kopecks % 10 === 0 ? `${figure}0` : figure;
}
