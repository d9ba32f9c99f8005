// Amounts arrive as decimal strings ("-250.50"); they become kopecks exactly and reach a float
// only inside Intl, for display (issue 14: money is never float arithmetic). mf-customer holds
// the same three functions: a candidate for shared/money.
import { formatRoubles } from '@storefront/shared/format/number';
import {
  type Kopecks,
  kopecksToRoubles,
  type MoneyString,
  tryParseMoney,
} from '@storefront/shared/money';

/** The typographic minus: '−250,50 ₽' reads as a debit, not as a dash. */
const MINUS = '\u2212';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks (the other admin remotes' rule). */
export function formatKopecks(kopecks: Kopecks): string {
  return formatRoubles(kopecksToRoubles(kopecks), kopecks % 100 === 0);
}

/** An amount as it came: '1 500 ₽', '−250,50 ₽'; a malformed one as it came, not hidden. */
export function formatAmount(amount: MoneyString): string {
  const kopecks = tryParseMoney(amount);
  if (kopecks === null) return amount;
  return kopecks < 0 ? `${MINUS}${formatKopecks(-kopecks)}` : formatKopecks(kopecks);
}

/** With its sign always written, for credits and debits: '+1 500 ₽', '−250,50 ₽'. */
export function formatSignedAmount(amount: MoneyString): string {
  const kopecks = tryParseMoney(amount);
  if (kopecks === null) return amount;
  const sign = kopecks > 0 ? '+' : kopecks < 0 ? MINUS : '';
  return `${sign}${formatKopecks(Math.abs(kopecks))}`;
}

/** Kopecks of an amount that may be absent or malformed: 0 then (a discount not given). */
export function kopecksOf(amount: MoneyString | null | undefined): Kopecks {
  return tryParseMoney(amount ?? '') ?? 0;
}
