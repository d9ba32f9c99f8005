import { formatAmount } from '@storefront/shared/format/money';
import type { Language } from '@storefront/shared/i18n/language';
import type { MoneyString } from '@storefront/shared/money';

/**
 * '1 500 ₽' or '1 500,50 ₽' for the card and the city's list, as the shop writes every amount
 * (kopecks only when there are some); null for a product never priced (or from an API that does
 * not send prices yet).
 */
export function priceLabel(price: MoneyString | null | undefined): string | null {
  return price == null ? null : formatAmount(price);
}

/**
 * The price as the form's field starts: a plain decimal the user edits, with the decimal comma
 * a Russian user types ('1500,50'); `tryParseMoney` reads either separator back.
 */
export function priceInputText(price: MoneyString | null | undefined, language: Language): string {
  if (price == null) return '';
  return language === 'ru' ? price.replace('.', ',') : price;
}
