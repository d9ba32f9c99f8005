// The shop's amounts on screen (issue 14): exact kopecks from the API's decimal strings, turned
// into roubles only inside Intl, in the language shown ('1 500 ₽' / 'RUB 1,500').
import { formatRoubles } from '@storefront/shared/format/number';
import {
  type Kopecks,
  kopecksToRoubles,
  type MoneyString,
  tryParseMoney,
} from '@storefront/shared/money';

/** The typographic minus: '−250,50 ₽' reads as a debit, not as a dash. */
const MINUS = '\u2212';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks: an amount never loses them to rounding. */
export function formatKopecks(kopecks: Kopecks): string {
  const sign = kopecks < 0 ? MINUS : '';
  const abs = Math.abs(kopecks);
  return `${sign}${formatRoubles(kopecksToRoubles(abs), abs % 100 === 0)}`;
}

/** An amount as the API sends it ("-250.50" → '−250,50 ₽'); a malformed one as it came. */
export function formatAmount(amount: MoneyString): string {
  const kopecks = tryParseMoney(amount);
  return kopecks === null ? amount : formatKopecks(kopecks);
}

/** With its sign always written, for credits and debits: '+1 500 ₽', '−250,50 ₽'. */
export function formatSignedAmount(amount: MoneyString): string {
  const kopecks = tryParseMoney(amount);
  if (kopecks === null) return amount;
  return kopecks > 0 ? `+${formatKopecks(kopecks)}` : formatKopecks(kopecks);
}
