import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Registered only when CORS_ORIGINS lists origins (app.ts): the product itself is same-origin,
 * so by default no CORS header is ever sent. When listed, an allowed origin is echoed back
 * exactly, never `*`; any other origin, and a request without one, gets no CORS header at all
 * (and its preflight a 404), so the browser refuses to hand it the answer.
 *
 * Tokens travel in the Authorization header, never in cookies: no credentials mode needed.
 */
export default cors;

export const autoConfig = (fastify: FastifyInstance): FastifyCorsOptions => {
  const allowed = new Set(fastify.config.corsOrigins);
  return {
    // A function (not the list itself): with a one-item list the plugin would send that origin
    // to every caller; here an unlisted origin resolves to "no CORS" and gets nothing.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  };
};
