// Amounts shown to the customer: exact kopecks from the answer's decimal string, formatted for
// display only (never computed with) in the language shown.
import type { MoneyString } from '@storefront/shared/dto/shop';
import { formatRoubles } from '@storefront/shared/format/number';
import { type Kopecks, parseMoney } from '@storefront/shared/money';

/** '1 500 ₽', or '99,50 ₽' when there are kopecks ('RUB 1,500' / 'RUB 99.50' in English). */
export function formatKopecks(kopecks: Kopecks): string {
  return formatRoubles(kopecks / 100, kopecks % 100 === 0);
}

/** The same for an amount as the API sends it ("1500.00"). */
export function formatPrice(price: MoneyString): string {
  return formatKopecks(parseMoney(price));
}
