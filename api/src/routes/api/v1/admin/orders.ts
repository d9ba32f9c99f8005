import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrdersQuery, Order, OrdersPage } from '@storefront/shared/contract/orders';
import { IdParams } from '@storefront/shared/contract/paging';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { OrderMove } from '../../../../plugins/app/orders/order-moves.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['orders'];

/** /admin/orders: 'Журнал покупок' (shop-spec 1.4), admins only. */
const orders: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Журнал покупок (администраторы)',
        description:
          'Новые первыми. search — номер заказа (целое число, точно) или часть логина или ' +
          'названия товара; date_from/date_to — YYYY-MM-DD включительно, Europe/Moscow.',
        security,
        querystring: AdminOrdersQuery,
        response: { 200: OrdersPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { orders: rows, total } = await fastify.orders.journal(request.query, p);
      return { orders: rows, ...pagedAnswer(total, p) };
    },
  );

  const MOVES: [OrderMove, string, string][] = [
    ['approve', 'Подтвердить заказ', 'awaiting_approval → paid.'],
    [
      'complete',
      'Заказ выполнен',
      'paid → completed; первый выполненный заказ приглашённого начисляет реферальное вознаграждение.',
    ],
    [
      'cancel',
      'Отменить заказ',
      'awaiting_approval или paid → canceled: сумма возвращается на баланс, остаток — на склад, использование купона освобождается.',
    ],
  ];
  for (const [move, summary, rule] of MOVES) {
    fastify.post(
      `/:id/${move}`,
      {
        schema: {
          tags,
          summary: `${summary} (администраторы)`,
          description: `${rule} Другой статус — 409.`,
          security,
          params: IdParams,
          response: { 200: Order, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        fastify.orders.move(currentUser(request), request.params.id, move, request.ip),
    );
  }
};

export default orders;
