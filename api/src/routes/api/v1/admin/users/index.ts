import type { FastifyPluginAsync } from 'fastify';
import activities from './activities.ts';
import create from './create.ts';
import list from './list.ts';
import user from './user.ts';

/** /admin/users: the users and staff screens (spec 2.5–2.7, 7). */
const users: FastifyPluginAsync = async (fastify) => {
  await fastify.register(list);
  await fastify.register(create);
  await fastify.register(user);
  await fastify.register(activities);
};

export default users;
