import {
  AdminOrderPage,
  AdminOrdersQuery,
  Order,
  OrderEvent,
  OrderNoteBody,
  OrdersPage,
} from '@storefront/shared/contract/orders';
import { IdParams } from '@storefront/shared/contract/paging';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { OrderMove } from '../../../../plugins/app/orders/order-moves.ts';
import {
  itemSchema,
  querySchema,
  taggedTexts,
  tokenSchema,
} from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('orders');
const JOURNAL = text(
  'Журнал покупок (администраторы)',
  'Новые первыми. search — номер заказа (целое число, точно) или часть логина или ' +
    'названия товара; date_from/date_to — YYYY-MM-DD включительно, Europe/Moscow.',
);
const PAGE = text(
  'Страница заказа (администраторы)',
  'Заказ, покупатель (логин, активен ли, баланс сейчас) и хронология, старые первыми: ' +
    'покупка (с начальным статусом), движения денег (покупка, возврат, реферальное ' +
    'вознаграждение), смены статуса, тикеты и отзыв покупателя, заметки сотрудников; ' +
    'author — логин того, кто это сделал (null, если учётной записи больше нет). ' +
    'Неизвестный id — 404.',
);
const NOTE = text(
  'Добавить заметку к заказу (администраторы)',
  'Заметку видят только администраторы, покупателю она не показывается. Текст обрезается по ' +
    'краям: пустой, длиннее 2000 символов или с управляющими символами, кроме переноса строки ' +
    'и табуляции, — 400, и ничего не сохраняется. Ответ — строка хронологии (kind: note). ' +
    'Неизвестный заказ — 404.',
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

/** /admin/orders: 'Журнал покупок' (shop-spec 1.4), admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(JOURNAL, AdminOrdersQuery, OrdersPage, 401, 403, 422) },
    (query, p) => fastify.orders.journal(query, p),
  );

  fastify.get('/:id', { schema: itemSchema(PAGE, AdminOrderPage, 401, 403, 404, 422) }, (request) =>
    fastify.orders.adminPage(request.params.id),
  );

  fastify.post(
    '/:id/notes',
    {
      schema: tokenSchema(
        NOTE,
        { params: IdParams, body: OrderNoteBody },
        { 201: OrderEvent },
        400,
        401,
        403,
        404,
        422,
      ),
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const note = await fastify.orders.addNote(
        viewer,
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.code(201).send(note);
    },
  );

  for (const [move, summary, rule] of MOVES) {
    const moveText = text(`${summary} (администраторы)`, `${rule} Другой статус — 409.`);
    fastify.post(
      `/:id/${move}`,
      { schema: itemSchema(moveText, Order, 401, 403, 404, 409, 422) },
      async (request) =>
        fastify.orders.move(currentUser(request), request.params.id, move, request.ip),
    );
  }
});
