import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../i18n/messages.ts';
import { localize } from '../../i18n/reply-language.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of `close()` (SIGTERM): in-flight requests finish, new ones do not start. */
    isClosing(): boolean;
  }
}

/**
 * What a request meets while the process drains. Fastify's own `return503OnClosing` answers
 * in English and outside our error shape, so it is off (app.ts) and this does the same in the
 * API's `{detail}` form. The listening socket is already closed then; what still arrives comes
 * over a kept-alive connection (nginx's upstream keepalive), and nginx retries it elsewhere.
 * Every answer during the drain says `Connection: close`, so no socket outlives its request
 * and holds the close up.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    let closing = false;
    fastify.decorate('isClosing', () => closing);
    fastify.addHook('preClose', async () => {
      closing = true;
    });
    // Callback hooks: they run on every request, and an async hook costs a promise each time.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!closing) return done();
      reply.code(503).header('connection', 'close').header('cache-control', 'no-store');
      reply.send({ detail: localize(request, reply, MESSAGES.serviceUnavailable) });
    });
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
