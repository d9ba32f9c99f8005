/** `fastify.fileStorage`: the disk (UPLOAD_DIR) by default; the contract is file-storage-interface.ts. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskFileStorage } from './disk-file-storage.ts';
import type { FileStorage } from './file-storage-interface.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('fileStorage', await createDiskFileStorage(fastify.config.uploads.dir));
  },
  { name: 'file-storage' },
);
