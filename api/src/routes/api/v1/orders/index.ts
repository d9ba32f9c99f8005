import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyOrderPage,
  MyOrdersQuery,
  Order,
  OrderBody,
  OrderRefusal,
  OrdersPage,
} from '@storefront/shared/contract/orders';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['orders'];
const MINE = { tags, summary: 'Мои заказы', description: 'Новые первыми.' };
const MY_ORDER = {
  tags,
  summary: 'Мой заказ',
  description:
    'Заказ и его история, старые первыми: статус при покупке, затем каждая смена статуса ' +
    '(без авторов и заметок сотрудников). Только покупатель: чужой или неизвестный заказ — ' +
    '404, администратору тоже (у него страница заказа в журнале покупок).',
};

/** /orders: buying and the caller's own orders (shop-spec 1.4); signed in. */
const ordersArea: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Купить',
        description:
          'Одна транзакция: остаток района, купон (его лимиты), баланс, заказ и запись журнала ' +
          'финансов. Отказ — 400 {detail, code} и ничего не меняется: insufficient_funds, ' +
          'out_of_stock, not_enough_stock (+ available), coupon, not_on_sale; администратор — ' +
          '403 с code admin; итог сервера не равен expected_total — 409 {detail, code: price_changed, ' +
          'total} и ничего не списано. Суммы в ответе — строки с двумя знаками ("1500.00"). Без ' +
          'coupon_code применяется лучший автоматический купон покупателя, если есть.',
        security,
        body: OrderBody,
        response: {
          201: Order,
          400: OrderRefusal,
          403: OrderRefusal,
          409: OrderRefusal,
          ...errorResponses(401, 422),
        },
      },
    },
    async (request, reply) => {
      const order = await fastify.orders.buy(currentUser(request), request.body, request.ip);
      return reply.code(201).send(order);
    },
  );

  fastify.get(
    '/my',
    { schema: querySchema(MINE, MyOrdersQuery, OrdersPage, 401, 422) },
    (request) => listAnswer(request.query, (p) => fastify.orders.mine(currentUser(request), p)),
  );

  fastify.get('/:id', { schema: itemSchema(MY_ORDER, MyOrderPage, 401, 404, 422) }, (request) =>
    fastify.orders.myPage(currentUser(request), request.params.id),
  );
};

export default ordersArea;
