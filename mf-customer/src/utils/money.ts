// Amounts arrive as decimal strings ("-250.50"): parsed to kopecks, never through a float, and
// turned into roubles for Intl only at the last step (the shop's money rule, shared/money).
import { formatRoubles } from '@storefront/shared/format/number';
import {
  type Kopecks,
  kopecksToRoubles,
  type MoneyString,
  tryParseMoney,
} from '@storefront/shared/money';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks ('RUB 1,500' / 'RUB 99.50' in English). */
export function formatKopecks(kopecks: Kopecks): string {
  return formatRoubles(kopecksToRoubles(kopecks), kopecks % 100 === 0);
}

/** An amount of the API; a malformed one is shown as it came rather than hidden. */
export function formatAmount(amount: MoneyString): string {
  const kopecks = tryParseMoney(amount);
  return kopecks === null ? amount : formatKopecks(kopecks);
}

/**
 * '+500 ₽', '−250,50 ₽': a ledger amount with its sign. Intl would write a hyphen for a minus
 * and nothing for a plus; a ledger reads better with both, and a true minus sign (U+2212).
 */
export function formatSignedAmount(amount: MoneyString): string {
  const kopecks = tryParseMoney(amount);
  if (kopecks === null) return amount;
  const sign = kopecks > 0 ? '+' : kopecks < 0 ? '\u2212' : '';
  return `${sign}${formatKopecks(Math.abs(kopecks))}`;
}
