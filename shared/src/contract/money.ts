/**
 * Amounts of the shop's calls (issue 14) are decimal strings, never JSON numbers (a binary
 * float cannot hold 0.10 exactly): answers always carry two decimals ("1500.00"), requests
 * match MONEY_PATTERN of @storefront/shared/money ("1500", "99.9", "-250.50").
 */

import { Type } from 'typebox';
import { MONEY_PATTERN } from '../money/money';

export const MoneyAnswer = Type.String({
  pattern: '^-?[0-9]+\\.[0-9]{2}$',
  description: 'Сумма в рублях строкой с двумя знаками после точки: "1500.00", "-250.50"',
});

export const MONEY_INPUT_TEXT =
  'Сумма в рублях строкой, не более двух знаков после точки (шаблон ' +
  `${MONEY_PATTERN}): "1500", "99.9", "1500.00"; не число JSON`;

/** A request amount. The pattern is checked by the handler, so its refusal reads in Russian. */
export const moneyInput = (rule = '') =>
  Type.String({ minLength: 1, maxLength: 20, description: `${MONEY_INPUT_TEXT}${rule}` });

export const NullableMoneyAnswer = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  pattern: '^-?[0-9]+\\.[0-9]{2}$',
  description: 'Сумма строкой с двумя знаками или null',
});

/** A product price: a string as above, over 0, at most 10 000 000 ₽; null: no price. */
export const PriceInput = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 20,
  description: `${MONEY_INPUT_TEXT}. Больше 0, не более 10 000 000 ₽; null — без цены (не продаётся)`,
});
