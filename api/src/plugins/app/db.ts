import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../../db/open-database.ts';
import type { Database, Db } from '../../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** drizzle over PGlite or node-postgres; the rest of the API cannot tell which. */
    db: Db;
    database: Database;
  }
}

/** Opens and migrates the database at start; closes it last on shutdown (after in-flight requests). */
export default fp(
  async (fastify: FastifyInstance) => {
    const database = await openDatabase(fastify.config.database, (err) =>
      fastify.log.error({ err }, 'idle PostgreSQL client failed'),
    );
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
    fastify.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
