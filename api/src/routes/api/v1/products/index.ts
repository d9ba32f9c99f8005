import type { FastifyPluginAsync } from 'fastify';
import change from './change.ts';
import read from './read.ts';
import stock from './stock.ts';

/**
 * /products (also /products/): spec 2.9 and 7 Products. Every signed-in user may read; only
 * admins change. Images are the URLs the /upload calls answered.
 */
const products: FastifyPluginAsync = async (fastify) => {
  await fastify.register(read);
  await fastify.register(change);
  await fastify.register(stock);
};

export default products;
