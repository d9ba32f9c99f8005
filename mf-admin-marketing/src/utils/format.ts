// Amounts in roubles in the chosen language (issue 13): the shared locale-aware formatters,
// with this remote's one rule on top: kopecks only when an amount has them.
import { formatRoubles } from '@storefront/shared/format/number';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks ('RUB 1,500' / 'RUB 99.50' in English). */
export function formatMoney(amount: number): string {
  return formatRoubles(amount, Number.isInteger(amount));
}
