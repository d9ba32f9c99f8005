import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/index.ts';

/** Everything under /api/v1; each folder below is its own prefix. */
const v1: FastifyPluginAsync = async (fastify) => {
  // API answers are per-user and change at any time: no browser or proxy may keep them.
  fastify.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await fastify.register(auth, { prefix: '/auth' });
};

export default v1;
