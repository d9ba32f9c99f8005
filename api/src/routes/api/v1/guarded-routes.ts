/**
 * A route file's plugin: its routes behind one guard of plugins/app/auth.ts, added as the
 * plugin's own onRequest hook before any route, so a route of the file cannot miss it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

type Fastify = Parameters<FastifyPluginAsyncTypebox>[0];
type Guard = 'authenticate' | 'requireAdmin' | 'requireManager' | 'requireStaffMember';

export function guardedRoutes(
  guard: Guard,
  routes: (fastify: Fastify) => void | Promise<void>,
): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    fastify.addHook('onRequest', fastify[guard]);
    await routes(fastify);
  };
}
