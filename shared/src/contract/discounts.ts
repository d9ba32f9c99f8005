/** Automatic discounts (shop-spec 2.1, issue 15). */

import { type Static, Type } from 'typebox';
import { DISCOUNT_LIMITS } from '../validation/limits';
import { DateTime, NullableString, strict } from './common';
import { NullableDateTime, Search } from './marketing';
import { MoneyAnswer } from './money';
import { Id, pagedFields, pagingQuery } from './paging';
import { COUPON_TYPES } from './values';

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const Discount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  discount_type: Type.Enum([...COUPON_TYPES]),
  /** Percent or roubles, two decimals ("12.50", "300.00"). */
  value: MoneyAnswer,
  /** null: every product; otherwise the chosen ones (at least one), by name. */
  products: Type.Union([Type.Array(Named), Type.Null()]),
  /** null: every city. */
  city: Type.Union([Named, Type.Null()]),
  valid_from: DateTime,
  /** null: no end; otherwise after valid_from. */
  valid_until: NullableString(),
  is_active: Type.Boolean(),
  created_at: DateTime,
});
export type Discount = Static<typeof Discount>;
export const DiscountsPage = Type.Object({ discounts: Type.Array(Discount), ...pagedFields });
export type DiscountsPage = Static<typeof DiscountsPage>;

const fields = {
  // Lengths after trimming are the handler's check (its text in the request's language).
  name: Type.String({ maxLength: DISCOUNT_LIMITS.nameMax * 4 }),
  discount_type: Type.Enum([...COUPON_TYPES]),
  value: Type.String({
    minLength: 1,
    maxLength: 20,
    description:
      'Проценты или рубли строкой, не более двух знаков после точки: "10", "12.5", "300.00". ' +
      'Больше 0; процент — не больше 100, сумма — не больше 10 000 000 ₽',
  }),
  product_ids: Type.Unsafe<number[] | null>({
    type: ['array', 'null'],
    items: Id,
    maxItems: 1000,
    uniqueItems: true,
    description: 'null — все товары; иначе хотя бы один. Неизвестные id — 400',
  }),
  city_id: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'null — все города; неизвестный id — 400',
  }),
  valid_from: DateTime,
  valid_until: NullableDateTime,
  is_active: Type.Boolean(),
};

/**
 * POST /discounts/ (201 Discount) and PUT /discounts/{id} (Discount; a PUT may send only what
 * changes, e.g. `{is_active: false}`: the merged result is checked as a whole).
 * DELETE /discounts/{id}: 204. All admin only; an unknown id: 404.
 */
export const DiscountBody = Type.Object(
  {
    name: fields.name,
    discount_type: fields.discount_type,
    /** "10", "12.5" or "300.00": up to two decimals. */
    value: fields.value,
    /** null (or omitted): every product. Unknown ids: 400 with the detail. */
    product_ids: Type.Optional(fields.product_ids),
    city_id: Type.Optional(fields.city_id),
    valid_from: Type.Optional(fields.valid_from),
    valid_until: Type.Optional(fields.valid_until),
    is_active: Type.Optional(fields.is_active),
  },
  strict,
);
export type DiscountBody = Static<typeof DiscountBody>;
export const DiscountUpdateBody = Type.Object(
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof typeof fields]: ReturnType<typeof Type.Optional<(typeof fields)[K]>>;
  },
  strict,
);
export type DiscountUpdateBody = Static<typeof DiscountUpdateBody>;

/**
 * GET /discounts/?page&size&search&is_active (admin, newest first). `search`: a substring of the
 * name. An empty list reads 'Скидки не найдены' with a search or filter, else 'Скидки не
 * добавлены'.
 */
export const DiscountsQuery = Type.Object(
  { ...pagingQuery, search: Type.Optional(Search), is_active: Type.Optional(Type.Boolean()) },
  strict,
);
export type DiscountsQuery = Static<typeof DiscountsQuery>;
