/** Orders (shop-spec 1.4). */

import { type Static, Type } from 'typebox';
import { ORDER_QUANTITY_LIMITS } from '../validation/limits';
import { DateTime, NO_CONTROL_CHARS, ShopDay, strict } from './common';
import { MoneyAnswer, moneyInput } from './money';
import { Id, pagedFields, pagingQuery } from './paging';
import { ORDER_REFUSAL_CODES, ORDER_STATUSES, REVIEW_STATUSES, type ReviewStatus } from './values';

export const Order = Type.Object({
  id: Type.Integer(),
  /** From 1000 upwards, shown as '№ N'. */
  number: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  product_id: Type.Integer({ description: '0, если товар с тех пор удалён' }),
  /** Name and price at the moment of purchase. */
  product_name: Type.String(),
  unit_price: MoneyAnswer,
  city_id: Type.Integer({ description: '0, если город с тех пор удалён' }),
  city_name: Type.String(),
  district_id: Type.Integer({ description: '0, если район с тех пор удалён' }),
  district_name: Type.String(),
  quantity: Type.Integer(),
  subtotal: MoneyAnswer,
  /** The automatic discount (issue 15); "0.00" when none. */
  discount_amount: MoneyAnswer,
  discount_name: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  coupon_code: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  coupon_discount: MoneyAnswer,
  total: MoneyAnswer,
  status: Type.Enum([...ORDER_STATUSES]),
  /**
   * The buyer's review of this order (issue 15): null while none was left. /user/orders offers
   * 'Оставить отзыв' on a completed order whose review_status is null.
   */
  review_status: Type.Unsafe<ReviewStatus | null>({
    type: ['string', 'null'],
    enum: [...REVIEW_STATUSES, null],
    description: 'Отзыв покупателя на этот заказ; null — отзыва нет',
  }),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Order = Static<typeof Order>;
/** GET /orders/my?page&size (the caller's, newest first). */
export const OrdersPage = Type.Object({ orders: Type.Array(Order), ...pagedFields });
export type OrdersPage = Static<typeof OrdersPage>;

/** POST /orders (signed in, not an admin): 201 Order. */
export const OrderBody = Type.Object(
  {
    product_id: Id,
    district_id: Id,
    quantity: Type.Integer({
      minimum: ORDER_QUANTITY_LIMITS.min,
      maximum: ORDER_QUANTITY_LIMITS.max,
    }),
    /** Omitted or empty: the best auto-apply coupon the customer may use, if any. */
    coupon_code: Type.Optional(
      Type.String({
        maxLength: 50,
        description: 'Пусто или нет — лучший автоматический купон покупателя, если есть',
      }),
    ),
    /**
     * The total the customer was shown and confirms (issue 20). The server prices the order again
     * inside the purchase; when its total differs (a price change, a discount starting or ending,
     * a coupon running out) nothing is charged and the answer is 409 'price_changed' with the
     * new `total`, which the page shows ('Цена изменилась: …') for the customer to confirm again.
     */
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
    /** 'not_enough_stock': the units left. */
    available: Type.Optional(Type.Integer({ minimum: 0 })),
    /** 'price_changed' (409): what the purchase costs now. */
    total: Type.Optional(MoneyAnswer),
  },
  { description: 'Отказ в покупке: detail на языке запроса и code (ORDER_REFUSAL_CODES)' },
);
export type OrderRefusal = Static<typeof OrderRefusal>;

export const MyOrdersQuery = Type.Object(pagingQuery, strict);
export type MyOrdersQuery = Static<typeof MyOrdersQuery>;

/**
 * GET /admin/orders?page&size&search&status&city_id&date_from&date_to (admin, newest first).
 * `search`: the order number exactly when it is a whole number, else a substring of the login
 * or the product name; dates are YYYY-MM-DD, inclusive, in the shop's time zone.
 * POST /admin/orders/{id}/approve | /complete | /cancel answer the Order; a move the status does
 * not allow answers 409 with its detail.
 */
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
    date_from: Type.Optional(ShopDay),
    date_to: Type.Optional(ShopDay),
  },
  strict,
);
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;
