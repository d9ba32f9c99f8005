import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getOrCreateSetting } from '../../db/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `/health`'s boot_id: the client wipes its storage and reloads when it changes. */
    bootId: string;
  }
}

/**
 * boot_id names a deployment, not a process: behind a load balancer every poll may reach
 * another replica, and a per-process id would make every client reload again and again.
 *
 * - DEPLOYMENT_ID when set (a release tag): a new release makes clients reload, a restart or
 *   another replica of the same release does not.
 * - else, on PostgreSQL, an id made once per database and kept in `settings` (as the generated
 *   JWT key is): every replica reads the same one, so clients never reload by themselves;
 *   set DEPLOYMENT_ID to have them pick up a new release.
 * - else (PGlite: one process owns the data) new at every start, so a restarted API reloads
 *   its clients.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const bootId =
      fastify.config.deploymentId ??
      (fastify.database.kind === 'postgres'
        ? await getOrCreateSetting(fastify.db, 'boot_id', randomUUID)
        : randomUUID());
    fastify.decorate('bootId', bootId);
  },
  { name: 'boot-id', dependencies: ['db'] },
);
