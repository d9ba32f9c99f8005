/**
 * The plugin of a domain's repository or service, as the Fastify demo writes them: it adds one
 * decorator, is named after it in kebab-case (`citiesRepository` → `cities-repository`,
 * `couponRedemption` → `coupon-redemption`), and names the plugins it needs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/types.ts';

type Decorator = keyof FastifyInstance & string;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A service (or any decorator built from the app): `fastify[decorator] = create(fastify)`. */
export function domainPlugin<K extends Decorator>(
  decorator: K,
  create: (fastify: FastifyInstance) => FastifyInstance[K],
  dependencies: string[],
) {
  return fp(
    async (fastify: FastifyInstance) => {
      // The key's type is checked by this function's signature; decorate() cannot follow K.
      fastify.decorate(decorator as string, create(fastify) as object);
    },
    { name: kebab(decorator), dependencies },
  );
}

/** A repository: `fastify[decorator] = create(fastify.db)`, after the database. */
export function repositoryPlugin<K extends Decorator>(
  decorator: K,
  create: (db: Db) => FastifyInstance[K],
) {
  return domainPlugin(decorator, (fastify) => create(fastify.db), ['db']);
}
