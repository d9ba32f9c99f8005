import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ReadyResponse } from '@storefront/shared/contract/health';
import { MESSAGES } from '../i18n/messages.ts';
import { HttpError } from '../lib/http-errors.ts';
import { publicSchema, taggedTexts } from '../schemas/route-schema.ts';

/** A readiness probe answers within this, whatever the pool's own timeouts. */
const READY_TIMEOUT_MS = 2_000;
const text = taggedTexts('system');
const LIVE = text('Процесс жив; идентификатор развёртывания');
const READY = text('Готовность принимать запросы: база данных отвечает');

/**
 * `/health` is liveness: the client polls it every 5 s for `boot_id` and reloads when it
 * changes, so it must not depend on the database (a database blip would otherwise read as a
 * dead backend to every client and to the balancer at once). `/health/ready` is readiness:
 * it fails while the database does not answer or the process is draining, so a balancer sends
 * requests elsewhere.
 */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  fastify.get('/health', { schema: publicSchema(LIVE, {}, { 200: HealthResponse }) }, async () => ({
    status: 'ok' as const,
    boot_id: fastify.bootId,
  }));

  fastify.get(
    '/health/ready',
    { schema: publicSchema(READY, {}, { 200: ReadyResponse }, 503) },
    async (request) => {
      if (fastify.isClosing()) throw new HttpError(503, MESSAGES.serviceUnavailable);
      try {
        await withTimeout(fastify.database.ping(), READY_TIMEOUT_MS);
      } catch (err) {
        request.log.warn({ err }, 'readiness: database ping failed');
        throw new HttpError(503, MESSAGES.databaseUnavailable);
      }
      return { status: 'ready' as const };
    },
  );
};

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The ping may still settle later; its rejection must not go unhandled.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export default health;
