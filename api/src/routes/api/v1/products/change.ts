import {
  CreateProductBody,
  Product,
  UpdateProductBody,
} from '@storefront/shared/contract/products';
import { taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { writeRoutes } from '../write-routes.ts';

const text = taggedTexts('catalog');
const IMAGES =
  'logo_image и images — только URL из ответов /upload (/api/v1/upload/files/{filename}) ' +
  'существующих файлов; иначе 422.';

/** Changing products: admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  writeRoutes(fastify, fastify.products, {
    item: Product,
    create: {
      ...text(
        'Добавить товар (администраторы)',
        `Название и описание обрезаются по краям и обязательны. ${IMAGES}`,
      ),
      body: CreateProductBody,
      errors: [401, 403, 422],
    },
    update: {
      ...text(
        'Изменить товар (администраторы)',
        `Меняются только переданные поля. ${IMAGES} Изображение, которое товар больше не ` +
          'показывает, удаляется, если его не показывает другой товар.',
      ),
      body: UpdateProductBody,
      errors: [401, 403, 404, 422],
    },
    remove: {
      ...text(
        'Удалить товар (администраторы)',
        'Файлы товара удаляются вместе с ним, кроме тех, что показывает другой товар.',
      ),
      errors: [401, 403, 404, 422],
    },
  });
});
