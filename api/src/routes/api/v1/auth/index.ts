import type { FastifyPluginAsync } from 'fastify';
import changePassword from './change-password.ts';
import me from './me.ts';
import register from './register.ts';
import token from './token.ts';
import users from './users.ts';

/** /api/v1/auth: spec section 7, Authentication. */
const auth: FastifyPluginAsync = async (fastify) => {
  await fastify.register(token);
  await fastify.register(register);
  await fastify.register(me);
  await fastify.register(changePassword);
  await fastify.register(users);
};

export default auth;
