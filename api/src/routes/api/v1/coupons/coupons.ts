import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Coupon,
  CouponsPage,
  CreateCouponBody,
  UpdateCouponBody,
} from '@storefront/shared/contract/coupons';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import { IdParams } from '@storefront/shared/contract/paging';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['coupons'];
const RULES =
  'Код — латинские буквы и цифры (хранится заглавными, уникален без учёта регистра: иначе ' +
  '400 «Купон с кодом X уже существует»). 422 с текстами спецификации: название от 3 символов, ' +
  'скидка больше 0, процент не больше 100, лимиты больше 0, минимальная сумма не меньше 0, ' +
  'valid_until позже valid_from; суммы — рубли с точностью до копейки.';

/** /coupons/coupons: the dashboard's list, the wizard's create, the list's status toggle. */
const coupons: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.coupons;
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Купоны (администраторы): поиск, страницы',
        description:
          'Новые первыми. search — часть кода, названия или описания, без учёта регистра.',
        security,
        querystring: MarketingListQuery,
        response: { 200: CouponsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { coupons, total } = await fastify.couponsRepository.page(request.query.search, p);
      return { coupons, ...pagedAnswer(total, p) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Создать купон (администраторы)',
        description: `Купон создаётся активным. ${RULES}`,
        security,
        body: CreateCouponBody,
        response: { 201: Coupon, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const coupon = await manage.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(coupon);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить купон (администраторы)',
        description: `Меняются только переданные поля (список шлёт {status}); код не меняется. ${RULES}`,
        security,
        params: IdParams,
        body: UpdateCouponBody,
        response: { 200: Coupon, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      manage.update(currentUser(request), request.params.id, request.body, request.ip),
  );
};

export default coupons;
