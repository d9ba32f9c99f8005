import { IdParams } from '@storefront/shared/contract/paging';
import {
  Ticket,
  TicketBody,
  TicketMessageBody,
  TicketsPage,
  TicketsQuery,
} from '@storefront/shared/contract/tickets';
import { currentUser } from '../../../../plugins/app/auth.ts';
import {
  createSchema,
  itemSchema,
  querySchema,
  taggedTexts,
  tokenSchema,
} from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('tickets');
const WHO =
  'Владелец тикета или администратор; чужой тикет (и неизвестный id) — 404 без подробностей.';
const TEXT =
  'Текст — от 1 до 4000 символов после обрезки пробелов (иначе 422); хранится и отдаётся как ' +
  'введён (HTML не вырезается: клиенты показывают его как текст).';
const MINE = text('Мои тикеты', 'Тикеты вызывающего, недавно изменённые первыми.');
const OPEN = text(
  'Новый тикет',
  'Статус open, первое сообщение — text. Тема — от 3 до 120 символов (иначе 422). ' +
    `order_id — только свой заказ (иначе 400). Администратор — 403. Не закрытых тикетов ` +
    'у покупателя не больше TICKETS_OPEN_MAX_PER_USER (иначе 409); новых тикетов и ' +
    `сообщений — не больше лимитов в окне (429). ${TEXT}`,
);
const THREAD = text('Тикет с перепиской', `Сообщения — старые первыми. ${WHO}`);
const REPLY = text(
  'Ответить в тикете',
  'Ответ администратора делает тикет answered, ответ покупателя — снова open (и из ' +
    `closed). ${WHO} ${TEXT}`,
);
const CLOSE = text('Закрыть тикет', `Статус closed; закрытие закрытого ничего не меняет. ${WHO}`);

/** /tickets: support tickets (shop-spec 2.2); signed in. */
export default guardedRoutes('authenticate', (fastify) => {
  const manage = fastify.tickets;

  listRoute(
    fastify,
    '/',
    { schema: querySchema(MINE, TicketsQuery, TicketsPage, 401, 422) },
    (_query, p, request) => manage.own(currentUser(request), p),
  );

  createRoute(
    fastify,
    '/',
    {
      schema: createSchema(OPEN, TicketBody, Ticket, 400, 401, 403, 409, 422, 429, 503),
      preHandler: fastify.ticketCreateRateLimit,
    },
    (viewer, body, ip) => manage.open(viewer, body, ip),
  );

  fastify.get('/:id', { schema: itemSchema(THREAD, Ticket, 401, 404, 422) }, async (request) =>
    manage.get(currentUser(request), request.params.id),
  );

  fastify.post(
    '/:id/messages',
    {
      schema: tokenSchema(
        REPLY,
        { params: IdParams, body: TicketMessageBody },
        { 201: Ticket },
        401,
        404,
        422,
        429,
        503,
      ),
      preHandler: fastify.ticketMessageRateLimit,
    },
    async (request, reply) => {
      const { id } = request.params;
      const ticket = await manage.reply(currentUser(request), id, request.body.text, request.ip);
      return reply.code(201).send(ticket);
    },
  );

  fastify.post(
    '/:id/close',
    { schema: itemSchema(CLOSE, Ticket, 401, 404, 422) },
    async (request) => manage.close(currentUser(request), request.params.id, request.ip),
  );
});
