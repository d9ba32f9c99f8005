import type { FastifyPluginAsync } from 'fastify';
import change from './change.ts';
import read from './read.ts';
import stock from './stock.ts';

/**
 * /cities (also /cities/): spec 2.8 and 7 Cities. Every signed-in user may read (the storefront
 * will need them); only admins change them.
 */
const cities: FastifyPluginAsync = async (fastify) => {
  await fastify.register(read);
  await fastify.register(change);
  await fastify.register(stock);
};

export default cities;
