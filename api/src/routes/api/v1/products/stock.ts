import { ProductStock, StockUpdateBody } from '@storefront/shared/contract/stock';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { itemSchema, taggedTexts, updateSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const text = taggedTexts('catalog');
const STOCK = text(
  'Остатки товара по районам (администраторы)',
  'Строка на каждый район каждого города; 0, где товара нет.',
);
const CHANGE = text(
  'Изменить остатки (администраторы)',
  'Новые количества (0–1 000 000) названных районов; остальные не меняются. Каждое ' +
    'изменение записывается как поступление (разница), в одной транзакции.',
);

/** /products/{id}/stock (admins): the 'Остатки' dialog (shop-spec 1.1). */
export default guardedRoutes('requireAdmin', (fastify) => {
  const manage = fastify.stock;

  fastify.get(
    '/:id/stock',
    { schema: itemSchema(STOCK, ProductStock, 401, 403, 404, 422) },
    async (request) => manage.get(request.params.id),
  );

  fastify.put(
    '/:id/stock',
    { schema: updateSchema(CHANGE, StockUpdateBody, ProductStock, 401, 403, 404, 422) },
    async (request) =>
      manage.update(currentUser(request), request.params.id, request.body, request.ip),
  );
});
