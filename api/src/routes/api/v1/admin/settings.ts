import { ShopSettings, ShopSettingsBody } from '@storefront/shared/contract/shop-settings';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const SAVE = taggedTexts('settings')(
  'Сохранить настройки магазина (администраторы)',
  'Все поля; пробелы по краям обрезаются. 422 с текстом на языке запроса: длины по ' +
    'SETTINGS_LIMITS, e-mail — «Введите корректный e-mail» (если не пустой), пополнение — ' +
    'от 100 до 100 000 ₽, минимум не больше максимума. POST /payments сразу следует новым ' +
    'пределам.',
);

/** PUT /admin/settings: every field of the shop's settings at once (shop-spec 2.4). */
export default guardedRoutes('requireAdmin', (fastify) => {
  fastify.put(
    '/',
    { schema: tokenSchema(SAVE, { body: ShopSettingsBody }, { 200: ShopSettings }, 401, 403, 422) },
    async (request) => fastify.shopSettings.replace(currentUser(request), request.body, request.ip),
  );
});
