import {
  MyOrderPage,
  MyOrdersQuery,
  Order,
  OrderBody,
  OrderRefusal,
  OrdersPage,
} from '@storefront/shared/contract/orders';
import { currentUser } from '../../../../plugins/app/auth.ts';
import {
  itemSchema,
  querySchema,
  taggedTexts,
  tokenSchema,
} from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('orders');
const BUY = text(
  'Купить',
  'Одна транзакция: остаток района, купон (его лимиты), баланс, заказ и запись журнала ' +
    'финансов. Отказ — 400 {detail, code} и ничего не меняется: insufficient_funds, ' +
    'out_of_stock, not_enough_stock (+ available), coupon, not_on_sale; администратор — ' +
    '403 с code admin; итог сервера не равен expected_total — 409 {detail, code: price_changed, ' +
    'total} и ничего не списано. Суммы в ответе — строки с двумя знаками ("1500.00"). Без ' +
    'coupon_code применяется лучший автоматический купон покупателя, если есть.',
);
/** A refusal to buy says why in `code`, beside the detail. */
const BOUGHT = { 201: Order, 400: OrderRefusal, 403: OrderRefusal, 409: OrderRefusal };
const MINE = text('Мои заказы', 'Новые первыми.');
const MY_ORDER = text(
  'Мой заказ',
  'Заказ и его история, старые первыми: статус при покупке, затем каждая смена статуса ' +
    '(без авторов и заметок сотрудников). Только покупатель: чужой или неизвестный заказ — ' +
    '404, администратору тоже (у него страница заказа в журнале покупок).',
);

/** /orders: buying and the caller's own orders (shop-spec 1.4); signed in. */
export default guardedRoutes('authenticate', (fastify) => {
  createRoute(
    fastify,
    '/',
    { schema: tokenSchema(BUY, { body: OrderBody }, BOUGHT, 401, 422) },
    (viewer, body, ip) => fastify.orders.buy(viewer, body, ip),
  );

  listRoute(
    fastify,
    '/my',
    { schema: querySchema(MINE, MyOrdersQuery, OrdersPage, 401, 422) },
    (_query, p, request) => fastify.orders.mine(currentUser(request), p),
  );

  fastify.get('/:id', { schema: itemSchema(MY_ORDER, MyOrderPage, 401, 404, 422) }, (request) =>
    fastify.orders.myPage(currentUser(request), request.params.id),
  );
});
