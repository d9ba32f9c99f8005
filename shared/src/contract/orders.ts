/** Orders (shop-spec 1.4): the shapes of `@storefront/shared/dto/shop`. */

import { type Static, Type } from 'typebox';
import { ORDER_QUANTITY_LIMITS, ORDER_REFUSAL_CODES, ORDER_STATUSES } from '../dto/shop';
import { DateTime, NO_CONTROL_CHARS, strict } from './common';
import { REVIEW_STATUSES, type ReviewStatus } from './enums';
import { MoneyAnswer, moneyInput } from './money';
import { Id, pagedFields, pagingQuery } from './paging';

export const Order = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  product_id: Type.Integer({ description: '0, если товар с тех пор удалён' }),
  product_name: Type.String(),
  unit_price: MoneyAnswer,
  city_id: Type.Integer({ description: '0, если город с тех пор удалён' }),
  city_name: Type.String(),
  district_id: Type.Integer({ description: '0, если район с тех пор удалён' }),
  district_name: Type.String(),
  quantity: Type.Integer(),
  subtotal: MoneyAnswer,
  discount_amount: MoneyAnswer,
  discount_name: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  coupon_code: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  coupon_discount: MoneyAnswer,
  total: MoneyAnswer,
  status: Type.Enum([...ORDER_STATUSES]),
  review_status: Type.Unsafe<ReviewStatus | null>({
    type: ['string', 'null'],
    enum: [...REVIEW_STATUSES, null],
    description: 'Отзыв покупателя на этот заказ; null — отзыва нет',
  }),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Order = Static<typeof Order>;
export const OrdersPage = Type.Object({ orders: Type.Array(Order), ...pagedFields });

export const OrderBody = Type.Object(
  {
    product_id: Id,
    district_id: Id,
    quantity: Type.Integer({
      minimum: ORDER_QUANTITY_LIMITS.min,
      maximum: ORDER_QUANTITY_LIMITS.max,
    }),
    coupon_code: Type.Optional(
      Type.String({
        maxLength: 50,
        description: 'Пусто или нет — лучший автоматический купон покупателя, если есть',
      }),
    ),
    expected_total: moneyInput(
      '. Итог, который видел покупатель; другой итог сервера — 409 price_changed с новым total',
    ),
  },
  strict,
);
export type OrderBody = Static<typeof OrderBody>;

export const OrderRefusal = Type.Object(
  {
    detail: Type.String(),
    // Optional: a request refused before the purchase (a hostile body) has only its detail.
    code: Type.Optional(Type.Enum([...ORDER_REFUSAL_CODES])),
    available: Type.Optional(Type.Integer({ minimum: 0 })),
    total: Type.Optional(MoneyAnswer),
  },
  { description: 'Отказ в покупке: detail на языке запроса и code (ORDER_REFUSAL_CODES)' },
);

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD, включительно, в часовом поясе магазина (Europe/Moscow)',
});

export const MyOrdersQuery = Type.Object(pagingQuery, strict);

export const AdminOrdersQuery = Type.Object(
  {
    ...pagingQuery,
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: NO_CONTROL_CHARS,
        description: 'Номер заказа (целое число — точно) или часть логина или названия товара',
      }),
    ),
    status: Type.Optional(Type.Enum([...ORDER_STATUSES])),
    city_id: Type.Optional(Id),
    date_from: Type.Optional(Day),
    date_to: Type.Optional(Day),
  },
  strict,
);
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;
