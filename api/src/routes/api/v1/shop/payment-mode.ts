import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentMode } from '@storefront/shared/contract/finance';

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
    {
      schema: {
        tags: ['shop'],
        summary: 'Режим оплаты',
        description:
          'Без токена. provider — test или yookassa; test_mode — деньги не списываются ' +
          '(тестовый провайдер). Cache-Control: public, max-age=60.',
        response: { 200: PaymentMode },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return mode;
    },
  );
};

export default paymentMode;
