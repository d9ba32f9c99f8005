import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { publicSchema, taggedTexts } from '../../../../schemas/route-schema.ts';

const READ = taggedTexts('settings')(
  'Настройки магазина',
  'Без токена. Пустая строка — не задано (шапка показывает «МАГАЗИН», /contacts и /rules ' +
    '— заглушку). topup_min/topup_max — пределы пополнения. updated_at null — ещё не ' +
    'сохранялись (всё по умолчанию).',
);

/** /settings: the shop's settings as anyone reads them (shop-spec 2.4). */
const settings: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/', { schema: publicSchema(READ, {}, { 200: ShopSettings }) }, async () =>
    fastify.shopSettings.read(),
  );
};

export default settings;
