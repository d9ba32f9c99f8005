import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DETAIL, HttpError } from '../lib/http-errors.ts';
import { ErrorDetail } from '../schemas/common.ts';
import { HealthResponse } from '../schemas/health.ts';

/**
 * The client polls this every 5 s and reloads when `boot_id` changes (a restarted backend).
 * It also checks the database, so a load balancer takes an instance with a dead pool out.
 */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Состояние сервиса и идентификатор запуска',
        response: { 200: HealthResponse, 503: ErrorDetail },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await fastify.database.ping();
      } catch (err) {
        fastify.log.error({ err }, 'health: database ping failed');
        throw new HttpError(503, DETAIL.databaseUnavailable);
      }
      return { status: 'ok' as const, boot_id: fastify.bootId };
    },
  );
};

export default health;
