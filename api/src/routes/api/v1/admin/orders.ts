import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrdersQuery, Order, OrdersPage } from '@storefront/shared/contract/orders';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { OrderMove } from '../../../../plugins/app/orders/order-moves.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['orders'];
const JOURNAL = {
  tags,
  summary: 'Журнал покупок (администраторы)',
  description:
    'Новые первыми. search — номер заказа (целое число, точно) или часть логина или ' +
    'названия товара; date_from/date_to — YYYY-MM-DD включительно, Europe/Moscow.',
};
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

/** /admin/orders: 'Журнал покупок' (shop-spec 1.4), admins only. */
const orders: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(JOURNAL, AdminOrdersQuery, OrdersPage, 401, 403, 422) },
    (request) => listAnswer(request.query, (p) => fastify.orders.journal(request.query, p)),
  );

  for (const [move, summary, rule] of MOVES) {
    const text = {
      tags,
      summary: `${summary} (администраторы)`,
      description: `${rule} Другой статус — 409.`,
    };
    fastify.post(
      `/:id/${move}`,
      { schema: itemSchema(text, Order, 401, 403, 404, 409, 422) },
      async (request) =>
        fastify.orders.move(currentUser(request), request.params.id, move, request.ip),
    );
  }
};

export default orders;
