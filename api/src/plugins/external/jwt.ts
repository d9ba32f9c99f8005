import { randomBytes } from 'node:crypto';
import jwt, { type FastifyJWTOptions } from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { getOrCreateSetting } from '../../db/settings.ts';

/**
 * HS256 only: the verifier's allowlist rejects `none` and every other algorithm. Without
 * JWT_SECRET the secret is generated once and kept in the `settings` table, so restarts keep
 * sessions and every instance behind one database signs with the same key. Needs the db plugin.
 */
export default jwt;

export const autoConfig = async (fastify: FastifyInstance): Promise<FastifyJWTOptions> => {
  const secret =
    fastify.config.jwtSecret ??
    (await getOrCreateSetting(fastify.db, 'jwt_secret', () =>
      randomBytes(48).toString('base64url'),
    ));
  return {
    secret,
    sign: { algorithm: 'HS256', expiresIn: fastify.config.accessTokenTtlMinutes * 60 },
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'ver', 'typ', 'exp'] },
  };
};
