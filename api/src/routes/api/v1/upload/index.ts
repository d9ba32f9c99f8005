import type { FastifyPluginAsync } from 'fastify';
import files from './files.ts';
import receive from './receive.ts';

/**
 * /upload: spec 7 Uploads. Admins upload and delete; the files themselves are public, because
 * the shop shows them in <img> tags that send no Authorization header.
 */
const upload: FastifyPluginAsync = async (fastify) => {
  await fastify.register(receive);
  await fastify.register(files, { prefix: '/files' });
};

export default upload;
