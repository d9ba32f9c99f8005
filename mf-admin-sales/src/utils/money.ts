// Amounts arrive as decimal strings ("-250.50"); they become kopecks exactly and reach a float
// only inside Intl, for display (issue 14: money is never float arithmetic).

import { formatRoubles } from '@storefront/shared/format/number';
import { type MoneyString, parseMoney } from '@storefront/shared/money';

/** The typographic minus: '−250,50 ₽' reads as a debit, not as a dash. */
const MINUS = '\u2212';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks (the other admin remotes' rule). */
export function formatKopecks(kopecks: number): string {
  return formatRoubles(kopecks / 100, kopecks % 100 === 0);
}

/** An amount as it came: '1 500 ₽', '−250,50 ₽'. */
export function formatAmount(amount: MoneyString): string {
  const kopecks = parseMoney(amount);
  return kopecks < 0 ? `${MINUS}${formatKopecks(-kopecks)}` : formatKopecks(kopecks);
}

/** With its sign always written, for credits and debits: '+1 500 ₽', '−250,50 ₽'. */
export function formatSignedAmount(amount: MoneyString): string {
  const kopecks = parseMoney(amount);
  if (kopecks === 0) return formatKopecks(0);
  return `${kopecks < 0 ? MINUS : '+'}${formatKopecks(Math.abs(kopecks))}`;
}

/** Kopecks as they are sent: 150050 → "1500.50". */
export { formatMoney as kopecksToMoney } from '@storefront/shared/money';
