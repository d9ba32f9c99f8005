import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorReply } from '../../lib/error-reply.ts';

/**
 * Registered before any route: Fastify binds a route to the error handler in place when the
 * route is added.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((err, request, reply) => {
      const { status, body, headers } = toErrorReply(err);
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
      } else {
        request.log.info({ status, detail: body.detail }, 'request refused');
      }
      return reply.code(status).headers(headers).send(body);
    });
  },
  { name: 'error-handler' },
);
