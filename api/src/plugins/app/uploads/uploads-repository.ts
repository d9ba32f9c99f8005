import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type UploadRow, uploads } from '../../../db/schema.ts';
import type { Db } from '../../../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: UploadsRepository;
  }
}

export type NewUpload = Omit<UploadRow, 'createdAt'>;

/** The record of every stored file: what exists, and the lock products and deletes agree on. */
export function createUploadsRepository(db: Db) {
  return {
    async insert(rows: NewUpload[], tx: Db = db): Promise<void> {
      if (rows.length > 0) await tx.insert(uploads).values(rows);
    },

    async findByName(filename: string, tx: Db = db): Promise<UploadRow | null> {
      const [row] = await tx.select().from(uploads).where(eq(uploads.filename, filename));
      return row ?? null;
    },

    /** Locks the row against products taking it (their KEY SHARE waits) until the end. */
    async findForUpdate(filename: string, tx: Db): Promise<UploadRow | null> {
      const [row] = await tx
        .select()
        .from(uploads)
        .where(eq(uploads.filename, filename))
        .for('update');
      return row ?? null;
    },

    /**
     * The names among `filenames` that exist, each share-locked until the transaction ends: a
     * product saved with them and a delete of one of them cannot both succeed.
     */
    async lockExisting(filenames: string[], tx: Db): Promise<Set<string>> {
      if (filenames.length === 0) return new Set();
      const rows = await tx
        .select({ filename: uploads.filename })
        .from(uploads)
        .where(inArray(uploads.filename, filenames))
        .for('key share');
      return new Set(rows.map((r) => r.filename));
    },

    async remove(filename: string, tx: Db = db): Promise<void> {
      await tx.delete(uploads).where(eq(uploads.filename, filename));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('uploadsRepository', createUploadsRepository(fastify.db));
  },
  { name: 'uploads-repository', dependencies: ['db'] },
);
