import {
  Coupon,
  CouponsPage,
  CreateCouponBody,
  UpdateCouponBody,
} from '@storefront/shared/contract/coupons';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import { querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';
import { writeRoutes } from '../write-routes.ts';

const text = taggedTexts('coupons');
const RULES =
  'Код — латинские буквы и цифры (хранится заглавными, уникален без учёта регистра: иначе ' +
  '400 «Купон с кодом X уже существует»). 422 с текстами спецификации: название от 3 символов, ' +
  'скидка больше 0, процент не больше 100, лимиты больше 0, минимальная сумма не меньше 0, ' +
  'valid_until позже valid_from; суммы — рубли с точностью до копейки.';
const HISTORY =
  'У использованного купона (есть использования, счётчик больше 0 или заказ с ним) тип, размер ' +
  'скидки и её потолок не меняются: 400 «Купон уже использовался: тип и размер скидки изменить ' +
  'нельзя» (то же значение повторно — можно). usage_limit не ниже уже сделанных использований, ' +
  'usage_limit_per_user не ниже использований одного покупателя (400). Журнал событий ' +
  '(coupon_update) хранит before и after изменённых полей.';
const LIST = text(
  'Купоны (администраторы): поиск, страницы',
  'Новые первыми. search — часть кода, названия или описания, без учёта регистра.',
);

/**
 * /coupons/coupons: the dashboard's list, the wizard's create, the list's status toggle, the
 * edit form's update and the delete of an unused coupon.
 */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, MarketingListQuery, CouponsPage, 401, 403, 422) },
    (query, p) => fastify.couponsRepository.page(query.search, p),
  );

  writeRoutes(fastify, fastify.coupons, {
    item: Coupon,
    create: {
      ...text('Создать купон (администраторы)', `Купон создаётся активным. ${RULES}`),
      body: CreateCouponBody,
      errors: [400, 401, 403, 422],
    },
    update: {
      ...text(
        'Изменить купон (администраторы)',
        'Меняются только переданные поля (список шлёт {status}); код не меняется. ' +
          `${HISTORY} ${RULES}`,
      ),
      body: UpdateCouponBody,
      errors: [400, 401, 403, 404, 422],
    },
    remove: {
      ...text(
        'Удалить купон (администраторы)',
        'Только купон, который ни разу не использовался (нет использований и заказов с ним): ' +
          'иначе 409 «Купон уже использовался: его можно только отключить». Удаление пишется в ' +
          'журнал событий (coupon_delete); из двух одновременных удалений второе получает 404.',
      ),
      errors: [401, 403, 404, 409, 422],
    },
  });
});
