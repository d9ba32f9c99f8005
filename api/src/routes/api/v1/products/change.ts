import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateProductBody,
  Product,
  UpdateProductBody,
} from '@storefront/shared/contract/products';
import { writeRoutes } from '../write-routes.ts';

const tags = ['catalog'];
const IMAGES =
  'logo_image и images — только URL из ответов /upload (/api/v1/upload/files/{filename}) ' +
  'существующих файлов; иначе 422.';

/** Changing products: admins only. */
const change: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  writeRoutes(fastify, fastify.products, {
    item: Product,
    create: {
      tags,
      summary: 'Добавить товар (администраторы)',
      description: `Название и описание обрезаются по краям и обязательны. ${IMAGES}`,
      body: CreateProductBody,
      errors: [401, 403, 422],
    },
    update: {
      tags,
      summary: 'Изменить товар (администраторы)',
      description:
        `Меняются только переданные поля. ${IMAGES} Изображение, которое товар больше не ` +
        'показывает, удаляется, если его не показывает другой товар.',
      body: UpdateProductBody,
      errors: [401, 403, 404, 422],
    },
    remove: {
      tags,
      summary: 'Удалить товар (администраторы)',
      description: 'Файлы товара удаляются вместе с ним, кроме тех, что показывает другой товар.',
      errors: [401, 403, 404, 422],
    },
  });
};

export default change;
