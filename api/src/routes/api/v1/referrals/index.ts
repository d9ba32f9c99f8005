import type { FastifyPluginAsync } from 'fastify';
import dashboard from './dashboard.ts';
import myCode from './my-code.ts';
import programs from './programs.ts';

/**
 * /referrals: spec 2.11 and 7 Referrals (issue 5). The dashboard's calls are admins'; every
 * signed-in user reads and creates their own code (/referrals/my-code). The code toggle lives
 * under /referral (singular), as the spec's client calls it.
 */
const referralsArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(programs, { prefix: '/programs' });
  await fastify.register(dashboard);
  await fastify.register(myCode, { prefix: '/my-code' });
};

export default referralsArea;
