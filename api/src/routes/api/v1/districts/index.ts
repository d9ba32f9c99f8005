import type { FastifyPluginAsync } from 'fastify';
import change from './change.ts';
import read from './read.ts';

/**
 * /districts: spec 2.8 and 7 Districts. A city's list is /districts/city/{cityId}; every
 * signed-in user may read, only admins change.
 */
const districts: FastifyPluginAsync = async (fastify) => {
  await fastify.register(read);
  await fastify.register(change);
};

export default districts;
