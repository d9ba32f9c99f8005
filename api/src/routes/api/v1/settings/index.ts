import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopSettings } from '@storefront/shared/contract/shop-settings';

/** /settings: the shop's settings as anyone reads them (shop-spec 2.4). */
const settings: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['settings'],
        summary: 'Настройки магазина',
        description:
          'Без токена. Пустая строка — не задано (шапка показывает «МАГАЗИН», /contacts и /rules ' +
          '— заглушку). topup_min/topup_max — пределы пополнения. updated_at null — ещё не ' +
          'сохранялись (всё по умолчанию).',
        response: { 200: ShopSettings },
      },
    },
    async () => fastify.shopSettings.read(),
  );
};

export default settings;
