/** The shop's settings (shop-spec 2.4, issue 15). */

import { type Static, Type } from 'typebox';
import { STOCK_MAX, SETTINGS_TEXT_MAX as texts } from '../validation/limits';
import { NullableString, strict } from './common';
import { MoneyAnswer } from './money';

/**
 * GET /settings (anyone) and PUT /admin/settings (admin, every field; answers the settings, the
 * client says 'Настройки сохранены'). An empty string is "unset": the header shows its default
 * wordmark ('МАГАЗИН'), /contacts its placeholder while all four contact fields are empty, /rules
 * while `rules` is. `email`, when set, must be an e-mail address. `topup_min` and `topup_max`
 * lie within 100 to 100 000 ₽ with min ≤ max; POST /payments follows them.
 */
export const ShopSettings = Type.Object({
  shop_name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  working_hours: Type.String(),
  /** Paragraphs separated by blank lines (or single line breaks). */
  rules: Type.String(),
  topup_min: MoneyAnswer,
  topup_max: MoneyAnswer,
  /**
   * IANA zone of the shop's days (issue 23): the sales figures and the journals' date filters.
   * Europe/Moscow until set.
   */
  time_zone: Type.String(),
  /**
   * A product runs low (issue 23: 'Мало на складе', the menu's count) when it is active and holds
   * at most this many units over all its districts. 5 until set.
   */
  low_stock_threshold: Type.Integer(),
  /** null: never saved (every field is its default). */
  updated_at: NullableString(),
});
export type ShopSettings = Static<typeof ShopSettings>;

// Lengths after trimming are the handler's check (its text in the request's language).
const Text = (max: number) =>
  Type.String({
    maxLength: max * 2,
    description: `До ${max} символов после обрезки; "" — не задано`,
  });
const Topup = Type.String({
  minLength: 1,
  maxLength: 20,
  description: 'Рубли строкой ("100", "1500.50"); от 100 до 100 000, минимум ≤ максимума',
});

export const ShopSettingsBody = Type.Object(
  {
    shop_name: Text(texts.shop_name),
    phone: Text(texts.phone),
    email: Text(texts.email),
    address: Text(texts.address),
    working_hours: Text(texts.working_hours),
    rules: Text(texts.rules),
    topup_min: Topup,
    topup_max: Topup,
    /** Optional: a client of the spec's form (without it) keeps the zone saved before. */
    time_zone: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'IANA, например Europe/Moscow' }),
    ),
    /** Optional as the zone: a client without it keeps the threshold saved before. */
    low_stock_threshold: Type.Optional(Type.Integer({ minimum: 0, maximum: STOCK_MAX })),
  },
  strict,
);
export type ShopSettingsBody = Static<typeof ShopSettingsBody>;
