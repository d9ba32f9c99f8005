import {
  Discount,
  DiscountBody,
  DiscountsPage,
  DiscountsQuery,
  DiscountUpdateBody,
} from '@storefront/shared/contract/discounts';
import { querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';
import { writeRoutes } from '../write-routes.ts';

const text = taggedTexts('discounts');
const RULES =
  '422 с текстом на языке запроса: название от 3 до 100 символов, размер больше 0 (процент не ' +
  'больше 100, сумма не больше 10 000 000 ₽, не точнее сотых), valid_until позже valid_from, ' +
  'product_ids не пустой список; неизвестные товары или город — 400. Действующая скидка сразу ' +
  'видна на странице товара и при покупке (больше всех — та, что применяется).';
const LIST = text(
  'Скидки (администраторы)',
  'Новые первыми. search — часть названия; is_active — фильтр.',
);

/** /discounts: automatic discounts (shop-spec 2.1), admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  const manage = fastify.discounts;

  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, DiscountsQuery, DiscountsPage, 401, 403, 422) },
    (query, p) => manage.page(query, p),
  );

  writeRoutes(fastify, manage, {
    item: Discount,
    create: {
      ...text(
        'Создать скидку (администраторы)',
        `Без product_ids — все товары, без city_id — все города, без valid_from — с этой минуты. ${RULES}`,
      ),
      body: DiscountBody,
      errors: [400, 401, 403, 422],
    },
    update: {
      ...text(
        'Изменить скидку (администраторы)',
        `Меняются только переданные поля (например {is_active: false}); результат проверяется целиком. ${RULES}`,
      ),
      body: DiscountUpdateBody,
      errors: [400, 401, 403, 404, 422],
    },
    remove: {
      ...text(
        'Удалить скидку (администраторы)',
        'Заказы, уже купленные с ней, сохраняют её название и сумму.',
      ),
      errors: [401, 403, 404, 422],
    },
  });
});
