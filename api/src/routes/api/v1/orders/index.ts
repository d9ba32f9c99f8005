import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyOrdersQuery,
  Order,
  OrderBody,
  OrderRefusal,
  OrdersPage,
} from '@storefront/shared/contract/orders';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['orders'];

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
    {
      schema: {
        tags,
        summary: 'Мои заказы',
        description: 'Новые первыми.',
        security,
        querystring: MyOrdersQuery,
        response: { 200: OrdersPage, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { orders, total } = await fastify.orders.mine(currentUser(request), p);
      return { orders, ...pagedAnswer(total, p) };
    },
  );
};

export default ordersArea;
