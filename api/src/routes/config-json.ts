import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RuntimeConfig } from '@storefront/shared/contract/runtime-config';
import { publicSchema, taggedTexts } from '../schemas/route-schema.ts';

const CONFIG = taggedTexts('system')('Конфигурация клиента: API и манифесты удалённых модулей');

/**
 * Run-time locations for the shell: the API base and each remote's manifest. Not cached, so
 * moving or rebuilding a remote never needs a shell rebuild.
 */
const configJson: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/config.json',
    { schema: publicSchema(CONFIG, {}, { 200: RuntimeConfig }) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return fastify.staticHosting.runtimeConfig;
    },
  );
};

export default configJson;
