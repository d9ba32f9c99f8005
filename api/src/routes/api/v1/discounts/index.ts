import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Discount,
  DiscountBody,
  DiscountsPage,
  DiscountsQuery,
  DiscountUpdateBody,
} from '@storefront/shared/contract/discounts';
import { IdParams } from '@storefront/shared/contract/paging';
import { Type } from 'typebox';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['discounts'];
const RULES =
  '422 с текстом на языке запроса: название от 3 до 100 символов, размер больше 0 (процент не ' +
  'больше 100, сумма не больше 10 000 000 ₽, не точнее сотых), valid_until позже valid_from, ' +
  'product_ids не пустой список; неизвестные товары или город — 400. Действующая скидка сразу ' +
  'видна на странице товара и при покупке (больше всех — та, что применяется).';

/** /discounts: automatic discounts (shop-spec 2.1), admins only. */
const discounts: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.discounts;
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Скидки (администраторы)',
        description: 'Новые первыми. search — часть названия; is_active — фильтр.',
        security,
        querystring: DiscountsQuery,
        response: { 200: DiscountsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { discounts, total } = await manage.page(request.query, p);
      return { discounts, ...pagedAnswer(total, p) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Создать скидку (администраторы)',
        description: `Без product_ids — все товары, без city_id — все города, без valid_from — с этой минуты. ${RULES}`,
        security,
        body: DiscountBody,
        response: { 201: Discount, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const discount = await manage.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(discount);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить скидку (администраторы)',
        description: `Меняются только переданные поля (например {is_active: false}); результат проверяется целиком. ${RULES}`,
        security,
        params: IdParams,
        body: DiscountUpdateBody,
        response: { 200: Discount, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      manage.update(currentUser(request), request.params.id, request.body, request.ip),
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Удалить скидку (администраторы)',
        description: 'Заказы, уже купленные с ней, сохраняют её название и сумму.',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await manage.remove(currentUser(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default discounts;
