import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema/index.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { isAdmin } from '../../lib/current-user.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { isStaffMember, isUserManager } from './access.ts';

/** Claims of an access token. `ver` is the user's token_version when the token was issued. */
export interface AccessClaims {
  sub: string;
  ver: number;
  typ: 'access';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard: a valid token of an existing, active user whose token version matches. */
    authenticate: Guard;
    /** authenticate, then admin (superuser or role admin) or 403. */
    requireAdmin: Guard;
    /** authenticate, then admin or staff (the users and staff screens) or 403. */
    requireManager: Guard;
    /** authenticate, then any staff role: executor, staff or admin (tasks) or 403. */
    requireStaffMember: Guard;
    issueAccessToken(user: UserRow): string;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; read it through `currentUser(request)`. */
    currentUser: UserRow | null;
  }
}

/** The user `authenticate` loaded; a route without the guard gets a 401 rather than a crash. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorateRequest('currentUser', null);

    fastify.decorate('issueAccessToken', (user: UserRow) =>
      fastify.jwt.sign({ sub: String(user.id), ver: user.tokenVersion, typ: 'access' }),
    );

    // The user is checked on every request, so deactivation and a password change (both bump
    // token_version) lock the old tokens out at once instead of when they expire. The check
    // reads the user cache, which every committed change to the row evicts (user-cache.ts).
    async function authenticate(request: FastifyRequest): Promise<void> {
      if (!request.headers.authorization) throw unauthorized(MESSAGES.notAuthenticated);
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
      } catch {
        throw unauthorized();
      }
      const id = Number(claims.sub);
      if (claims.typ !== 'access' || !Number.isSafeInteger(id) || typeof claims.ver !== 'number') {
        throw unauthorized();
      }
      const user = await fastify.userCache.read(id, () => fastify.usersRepository.findById(id));
      if (!user?.isActive || user.tokenVersion !== claims.ver) throw unauthorized();
      request.currentUser = user;
    }

    const guard =
      (allowed: (user: UserRow) => boolean): Guard =>
      async (request) => {
        await authenticate(request);
        if (!allowed(currentUser(request))) throw new HttpError(403, MESSAGES.forbidden);
      };

    fastify.decorate('authenticate', authenticate);
    fastify.decorate('requireAdmin', guard(isAdmin));
    fastify.decorate('requireManager', guard(isUserManager));
    fastify.decorate('requireStaffMember', guard(isStaffMember));
  },
  { name: 'auth', dependencies: ['@fastify/jwt', 'users-repository'] },
);
