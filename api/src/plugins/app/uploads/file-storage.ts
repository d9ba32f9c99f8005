/**
 * Where uploaded files live, behind the smallest interface the upload calls need, so the disk
 * can be replaced by an object store or a PostgreSQL table (issue 6: several API instances)
 * without touching a route. Names are always server-chosen (`STORED_NAME`); a store may refuse
 * anything else without looking.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskFileStorage } from './disk-file-storage.ts';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** Stores the whole file under `name`; readers never see a partly written one. */
  save(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  open(name: string): Promise<StoredFile | null>;
  /** Idempotent: removing a missing file is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /**
   * Every stored file (server-chosen names only), with when it was written: the orphan sweep
   * finds bytes whose row is gone (a removal that failed after its commit) this way.
   */
  list(): AsyncIterable<{ name: string; modifiedAt: Date }>;
}

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
