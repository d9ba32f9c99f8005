import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import {
  Ticket,
  TicketBody,
  TicketMessageBody,
  TicketsPage,
  TicketsQuery,
} from '@storefront/shared/contract/tickets';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import {
  createSchema,
  itemSchema,
  querySchema,
  tokenSchema,
} from '../../../../schemas/route-schema.ts';

const tags = ['tickets'];
const WHO =
  'Владелец тикета или администратор; чужой тикет (и неизвестный id) — 404 без подробностей.';
const TEXT =
  'Текст — от 1 до 4000 символов после обрезки пробелов (иначе 422); хранится и отдаётся как ' +
  'введён (HTML не вырезается: клиенты показывают его как текст).';
const MINE = {
  tags,
  summary: 'Мои тикеты',
  description: 'Тикеты вызывающего, недавно изменённые первыми.',
};
const OPEN = {
  tags,
  summary: 'Новый тикет',
  description:
    'Статус open, первое сообщение — text. Тема — от 3 до 120 символов (иначе 422). ' +
    `order_id — только свой заказ (иначе 400). Администратор — 403. Не закрытых тикетов ` +
    'у покупателя не больше TICKETS_OPEN_MAX_PER_USER (иначе 409); новых тикетов и ' +
    `сообщений — не больше лимитов в окне (429). ${TEXT}`,
};
const THREAD = {
  tags,
  summary: 'Тикет с перепиской',
  description: `Сообщения — старые первыми. ${WHO}`,
};
const REPLY = {
  tags,
  summary: 'Ответить в тикете',
  description:
    'Ответ администратора делает тикет answered, ответ покупателя — снова open (и из ' +
    `closed). ${WHO} ${TEXT}`,
};
const CLOSE = {
  tags,
  summary: 'Закрыть тикет',
  description: `Статус closed; закрытие закрытого ничего не меняет. ${WHO}`,
};

/** /tickets: support tickets (shop-spec 2.2); signed in. */
const tickets: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.tickets;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get('/', { schema: querySchema(MINE, TicketsQuery, TicketsPage, 401, 422) }, (request) =>
    listAnswer(request.query, (p) => manage.own(currentUser(request), p)),
  );

  fastify.post(
    '/',
    {
      schema: createSchema(OPEN, TicketBody, Ticket, 400, 401, 403, 409, 422, 429, 503),
      preHandler: fastify.ticketCreateRateLimit,
    },
    async (request, reply) => {
      const ticket = await manage.open(currentUser(request), request.body, request.ip);
      return reply.code(201).send(ticket);
    },
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
};

export default tickets;
