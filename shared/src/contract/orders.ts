/** Orders (shop-spec 1.4). */

import { type Static, type TSchema, Type } from 'typebox';
import { ORDER_NOTE_LIMITS, ORDER_QUANTITY_LIMITS } from '../validation/limits';
import { DateTime, NO_CONTROL_CHARS, ShopDay, strict } from './common';
import { MoneyAnswer, moneyInput } from './money';
import { Id, pagedFields, pagingQuery } from './paging';
import {
  LEDGER_TYPES,
  ORDER_REFUSAL_CODES,
  ORDER_STATUSES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from './values';

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

/** Who did it: a login, or null for the shop itself (a row whose author was since deleted). */
const Author = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const event = <K extends string, P extends Record<string, TSchema>>(kind: K, fields: P) =>
  Type.Object({ kind: Type.Literal(kind), at: DateTime, author: Author, ...fields });

/**
 * One line of an order's timeline (issue 23), oldest first:
 *  - `created`: the purchase, by the customer, in the status it started in;
 *  - `status`: an administrator moved it (approved → paid, completed, cancelled);
 *  - `money`: a ledger row of the order (the purchase, its refund, the referral reward it paid
 *    the inviter: `author` is whose balance moved);
 *  - `ticket`: the customer opened a ticket about it; `review`: the customer reviewed it;
 *  - `note`: a staff note (admins only: never in the customer's answer).
 */
export const OrderEvent = Type.Union([
  event('created', { status: Type.Enum([...ORDER_STATUSES]) }),
  event('status', { status: Type.Enum([...ORDER_STATUSES]) }),
  event('money', { type: Type.Enum([...LEDGER_TYPES]), amount: MoneyAnswer }),
  event('ticket', {
    ticket_id: Type.Integer(),
    ticket_number: Type.Integer(),
    subject: Type.String(),
  }),
  event('review', {
    review_id: Type.Integer(),
    rating: Type.Integer(),
    review_status: Type.Enum([...REVIEW_STATUSES]),
  }),
  event('note', { note_id: Type.Integer(), text: Type.String() }),
]);
export type OrderEvent = Static<typeof OrderEvent>;

/** GET /admin/orders/{id} (admins): the order, its customer, and everything that happened to it. */
export const AdminOrderPage = Type.Object({
  order: Order,
  customer: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    is_active: Type.Boolean(),
    balance: MoneyAnswer,
  }),
  timeline: Type.Array(OrderEvent),
});
export type AdminOrderPage = Static<typeof AdminOrderPage>;

/**
 * POST /admin/orders/{id}/notes (admins): 201 with the note's timeline line. The text is trimmed;
 * empty, longer than ORDER_NOTE_LIMITS.textMax or holding control characters other than line
 * breaks answers 400 / 422 and nothing is stored. Never shown to the customer.
 */
export const OrderNoteBody = Type.Object(
  {
    text: Type.String({
      maxLength: ORDER_NOTE_LIMITS.textMax * 2,
      description: 'От 1 до 2000 символов после обрезки пробелов по краям',
    }),
  },
  strict,
);
export type OrderNoteBody = Static<typeof OrderNoteBody>;

/** A status the customer's order went through, and when (no author, nothing internal). */
export const OrderStatusStep = Type.Object({
  status: Type.Enum([...ORDER_STATUSES]),
  at: DateTime,
});
export type OrderStatusStep = Static<typeof OrderStatusStep>;

/** GET /orders/{id} (its buyer; anyone else and an unknown id: 404): the order and its history. */
export const MyOrderPage = Type.Object({
  order: Order,
  /** Oldest first: the status it was bought in, then every move. */
  history: Type.Array(OrderStatusStep),
});
export type MyOrderPage = Static<typeof MyOrderPage>;
