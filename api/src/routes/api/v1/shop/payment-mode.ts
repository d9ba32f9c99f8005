import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentMode } from '@storefront/shared/contract/finance';
import { publicSchema, taggedTexts } from '../../../../schemas/route-schema.ts';

const MODE = taggedTexts('shop')(
  'Режим оплаты',
  'Без токена. provider — test или yookassa; test_mode — деньги не списываются ' +
    '(тестовый провайдер). Cache-Control: public, max-age=60.',
);

/**
 * GET /shop/payment-mode (issue 20): which gateway takes top-ups, for anyone, so every payment
 * page and the top-up card can say 'Тестовый режим: деньги не списываются' while no money moves.
 * It changes only with a restart: a minute's caching is harmless.
 */
const paymentMode: FastifyPluginAsyncTypebox = async (fastify) => {
  const provider = fastify.paymentProvider;
  const mode = { provider: provider.name, test_mode: provider.testMode };
  fastify.get(
    '/payment-mode',
    { schema: publicSchema(MODE, {}, { 200: PaymentMode }) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return mode;
    },
  );
};

export default paymentMode;
