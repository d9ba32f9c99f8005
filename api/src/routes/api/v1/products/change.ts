import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import {
  CreateProductBody,
  Product,
  UpdateProductBody,
} from '@storefront/shared/contract/products';
import { Type } from 'typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];
const IMAGES =
  'logo_image и images — только URL из ответов /upload (/api/v1/upload/files/{filename}) ' +
  'существующих файлов; иначе 422.';

const change: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.products;
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Добавить товар (администраторы)',
        description: `Название и описание обрезаются по краям и обязательны. ${IMAGES}`,
        security,
        body: CreateProductBody,
        response: { 201: Product, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const product = await manage.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(product);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить товар (администраторы)',
        description:
          `Меняются только переданные поля. ${IMAGES} Изображение, которое товар больше не ` +
          'показывает, удаляется, если его не показывает другой товар.',
        security,
        params: IdParams,
        body: UpdateProductBody,
        response: { 200: Product, ...errorResponses(401, 403, 404, 422) },
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
        summary: 'Удалить товар (администраторы)',
        description: 'Файлы товара удаляются вместе с ним, кроме тех, что показывает другой товар.',
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

export default change;
