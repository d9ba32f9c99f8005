import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '../../i18n/messages.ts';
import { localize } from '../../i18n/reply-language.ts';
import { NO_CACHE } from './static-hosting/cache-policy.ts';

const NOT_BUILT =
  'Интерфейс магазина ещё не собран: нет shell/dist/index.html.\n' +
  'Соберите его командой из README (например, `npx pnpm@12.21.0 -r build`) и перезапустите API.\n' +
  'API работает: /api/docs, /health.\n';

/** API, health and remote asset paths always get JSON 404s, never the shell's HTML. */
const NEVER_SPA = /^\/(api|health|remotes|config\.json)(\/|$|\?)/;

function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NEVER_SPA.test(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Unknown paths: a browser navigating to a client route (`/user/settings`) gets the shell's
 * index.html so client routing takes over; everything else gets FastAPI's JSON 404.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const { shellDist } = fastify.staticHosting;
    fastify.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsShell(request)) {
        return reply.code(404).send({ detail: localize(request, reply, MESSAGES.notFound) });
      }
      reply.code(200).header('cache-control', NO_CACHE);
      if (!shellDist) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      return reply.sendFile('index.html', shellDist);
    });
  },
  { name: 'not-found', dependencies: ['static-hosting'] },
);
