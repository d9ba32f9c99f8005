import type { FastifyPluginAsync } from 'fastify';
import change from './change.ts';
import read from './read.ts';

/**
 * /tasks (also /tasks/): spec 7 Tasks. Every staff role may call them; executors see and update
 * only the tasks assigned to them, staff and admins manage all. Customers get 403.
 */
const tasks: FastifyPluginAsync = async (fastify) => {
  await fastify.register(read);
  await fastify.register(change);
};

export default tasks;
