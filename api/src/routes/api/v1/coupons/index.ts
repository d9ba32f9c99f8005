import type { FastifyPluginAsync } from 'fastify';
import coupons from './coupons.ts';
import redeem from './redeem.ts';
import stats from './stats.ts';
import usage from './usage.ts';

/**
 * /coupons: spec 2.12 and 7 Coupons, and redemption (issue 5). The dashboard's calls (the list,
 * create, update, stats, everyone's usages) are admins'; any signed-in customer checks and
 * applies a code and reads their own usages.
 */
const couponsArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(coupons, { prefix: '/coupons' });
  await fastify.register(usage, { prefix: '/usage' });
  await fastify.register(stats);
  await fastify.register(redeem);
};

export default couponsArea;
