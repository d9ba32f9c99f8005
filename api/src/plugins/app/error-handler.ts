import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The router's own refusals (a malformed %-escape, an over-long path parameter) happen before
 * any route exists for the request, so the error handler never sees them: Fastify's
 * `frameworkErrors` option sends them here to get the same `{detail}` body.
 */
export function frameworkErrors(err: Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorReply(err);
  request.log.info({ status, detail: body.detail }, 'request refused by the router');
  return reply.code(status).headers(headers).send(body);
}
