import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import {
  CouponCheckBody,
  CouponCheckResult,
  PublicCoupon,
  ShopCities,
  ShopProduct,
  ShopProductQuery,
  ShopProductsPage,
  ShopProductsQuery,
} from '@storefront/shared/contract/shop';
import { DEFAULT_CATALOGUE_SORT } from '@storefront/shared/contract/values';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { localize } from '../../../../i18n/reply-language.ts';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { notModified } from '../../../../schemas/openapi.ts';
import { publicSchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';

const text = taggedTexts('shop');
const CACHED =
  'Без токена. ETag и Last-Modified; Cache-Control: no-cache — любое изменение видно при ' +
  'следующем запросе, неизменённый ответ — 304 (If-None-Match).';
const CITIES = text(
  'Города для выбора «Город»',
  'Активные, в русском порядке; on_sale — сколько товаров в продаже там сейчас (активные, ' +
    `с ценой, остаток > 0 в каком-либо районе). ${CACHED}`,
);
const PRODUCTS = text(
  'Товары в продаже в городе',
  'Активные, с ценой, которые есть или были в районах города; in_stock — есть ли ' +
    'сейчас. sort: name (по названию, по умолчанию), new (новые первыми), price_asc, ' +
    'price_desc (по цене карточки), rating (лучшие первыми, без оценок — в конце); при ' +
    'равенстве — по названию и id. 24 на странице. price — цена одной штуки за вычетом ' +
    'лучшей автоматической скидки в городе (priceOrder), price_before_discount — цена без ' +
    'скидки, если скидка её снижает, иначе null; rating и reviews_count — по ' +
    `опубликованным отзывам. ${CACHED}`,
);
const PRODUCT = text(
  'Страница товара',
  '404, если товар не активен или без цены. districts — районы города с остатком; ' +
    'rating (один знак) и reviews_count — по опубликованным отзывам; discounts — ' +
    'автоматические скидки, действующие сейчас для товара в городе (без city_id — для ' +
    'всех городов). city — город из city_id (null без него), other_cities — другие ' +
    'города, где товар есть сейчас, updated_at — когда товар последний раз менялся. ' +
    `${CACHED}`,
);
const COUPONS = text(
  'Доступные промокоды',
  'Активные, действующие сейчас, публичные, с оставшимися использованиями; новые первыми, ' +
    `до 100. ${CACHED} С токеном покупателя — без купонов, которые он уже использовал ` +
    'столько раз, сколько позволяет лимит на пользователя (ответ не кэшируется).',
);
const COUPON_CHECK = text(
  'Проверить промокод для товара',
  'Всегда 200: valid и купон (правило для priceOrder) или detail с причиной; без code — ' +
    'автоматический купон покупателя, если есть (detail null). Попытки ограничены, как у ' +
    '/coupons/validate.',
);

/** /shop: the public catalogue (anyone) and the product page's coupon check (signed in). */
const shop: FastifyPluginAsyncTypebox = async (fastify) => {
  const serve = fastify.serveCatalogue;
  const { storefront } = fastify;

  /** The caller when a valid token comes along; a public call is never refused for its token. */
  async function signedIn(request: FastifyRequest) {
    if (!request.headers.authorization) return null;
    try {
      await fastify.authenticate(request);
      return currentUser(request);
    } catch {
      return null;
    }
  }

  fastify.get(
    '/cities',
    { schema: publicSchema(CITIES, {}, { 200: ShopCities, ...notModified }) },
    async (request, reply) => serve(request, reply, 'cities', storefront.cities),
  );

  fastify.get(
    '/products',
    {
      schema: publicSchema(
        PRODUCTS,
        { querystring: ShopProductsQuery },
        { 200: ShopProductsPage, ...notModified },
        422,
      ),
    },
    async (request, reply) => {
      const p = paging(request.query);
      const { city_id, search, sort = DEFAULT_CATALOGUE_SORT } = request.query;
      const key = `products:${city_id ?? ''}:${p.page}:${p.size}:${sort}:${search?.trim() ?? ''}`;
      return serve(request, reply, key, async () => {
        const filter = { cityId: city_id, search, sort };
        const { products, total, nextChange } = await storefront.products(filter, p);
        // Kept no longer than the next start or end of a discount for the city (prices move).
        return storefront.expiring({ products, ...pagedAnswer(total, p) }, nextChange);
      });
    },
  );

  fastify.get(
    '/products/:id',
    {
      schema: publicSchema(
        PRODUCT,
        { params: IdParams, querystring: ShopProductQuery },
        { 200: ShopProduct, ...notModified },
        404,
        422,
      ),
    },
    async (request, reply) => {
      const { id } = request.params;
      const cityId = request.query.city_id;
      return serve(request, reply, `product:${id}:${cityId ?? ''}`, () =>
        storefront.product(id, cityId),
      );
    },
  );

  fastify.get(
    '/coupons',
    { schema: publicSchema(COUPONS, {}, { 200: Type.Array(PublicCoupon), ...notModified }) },
    async (request, reply) => {
      const load = storefront.coupons;
      const user = await signedIn(request);
      if (!user) return serve(request, reply, 'coupons', load);
      // The customer's own list (issue 20): the shared one less what they used up.
      const all = (await fastify.shopCache.read('coupons', load)).value as PublicCoupon[];
      const usedUp = await storefront.usedUpBy(user.id);
      return all.filter((coupon) => !usedUp.has(coupon.code));
    },
  );

  fastify.post(
    '/coupon-check',
    {
      schema: tokenSchema(
        COUPON_CHECK,
        { body: CouponCheckBody },
        { 200: CouponCheckResult },
        401,
        422,
        429,
        503,
      ),
      onRequest: fastify.authenticate,
      preHandler: fastify.couponCheckRateLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const verdict = await fastify.orders.checkCoupon(user, request.body);
      if (verdict.valid) return verdict;
      return {
        valid: false as const,
        detail: verdict.detail && localize(request, reply, verdict.detail),
      };
    },
  );
};

export default shop;
