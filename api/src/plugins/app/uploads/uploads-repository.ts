import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type UploadRow, uploads } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: UploadsRepository;
  }
}

export type NewUpload = Omit<UploadRow, 'createdAt' | 'cleanedAt' | 'cleaningUntil'>;
export type ReleasedUpload = Pick<UploadRow, 'filename' | 'originalName' | 'size'>;

/** No saved product shows the file (both lookups are indexed: see products' indexes). */
const unreferenced = sql`NOT EXISTS (SELECT 1 FROM products p
  WHERE p.logo_file = ${uploads.filename} OR p.image_files @> ARRAY[${uploads.filename}])`;
const released = {
  filename: uploads.filename,
  originalName: uploads.originalName,
  size: uploads.size,
};

async function deleteUnreferenced(
  locked: { filename: string }[],
  tx: Db,
): Promise<ReleasedUpload[]> {
  if (locked.length === 0) return [];
  const names = locked.map((r) => r.filename);
  return tx
    .delete(uploads)
    .where(and(inArray(uploads.filename, names), unreferenced))
    .returning(released);
}

/** The record of every stored file: what exists, and the lock products and deletes agree on. */
export function createUploadsRepository(db: Db) {
  return {
    /** Rows of files stored re-encoded (issue 21): clean from the start. */
    async insert(rows: NewUpload[], tx: Db = db): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(uploads).values(rows.map((row) => ({ ...row, cleanedAt: sql`now()` })));
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

    /**
     * Deletes the rows among `filenames` that no product shows any more. The rows are locked
     * first and checked after, in a statement whose snapshot follows the lock: a product saved
     * meanwhile with one of them is seen, and a save still running holds its KEY SHARE lock, so
     * that file is skipped (SKIP LOCKED: no waiting, no deadlock; the sweep decides later).
     */
    async releaseUnreferenced(filenames: string[], tx: Db): Promise<ReleasedUpload[]> {
      if (filenames.length === 0) return [];
      const locked = await tx
        .select({ filename: uploads.filename })
        .from(uploads)
        .where(inArray(uploads.filename, filenames))
        .orderBy(asc(uploads.filename))
        .for('update', { skipLocked: true });
      return deleteUnreferenced(locked, tx);
    },

    /**
     * The sweep's batch: up to `limit` rows older than `cutoff` that no product shows, oldest
     * first. Several API instances may sweep at once: SKIP LOCKED gives each its own rows.
     */
    async releaseOrphans(cutoff: Date, limit: number, tx: Db): Promise<ReleasedUpload[]> {
      const locked = await tx
        .select({ filename: uploads.filename })
        .from(uploads)
        .where(and(lt(uploads.createdAt, cutoff), unreferenced))
        .orderBy(asc(uploads.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return deleteUnreferenced(locked, tx);
    },

    /**
     * The backfill's batch (issue 21): up to `limit` uploads stored before re-encoding, oldest
     * first, each taken for `leaseMs`. One short statement, no transaction held while the
     * picture is re-encoded (PGlite would stall every other query meanwhile): the lease is the
     * claim. SKIP LOCKED and the lease give each replica its own rows; a replica that dies
     * mid-way leaves its rows to whoever runs after the lease.
     */
    async claimUncleaned(limit: number, leaseMs: number, tx: Db = db): Promise<string[]> {
      const batch = tx
        .select({ filename: uploads.filename })
        .from(uploads)
        .where(
          and(
            isNull(uploads.cleanedAt),
            or(isNull(uploads.cleaningUntil), lt(uploads.cleaningUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(uploads.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(uploads)
        .set({ cleaningUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(inArray(uploads.filename, batch))
        .returning({ filename: uploads.filename });
      return rows.map((r) => r.filename);
    },

    /** The re-encoded file is in place; false when the upload was deleted meanwhile. */
    async markCleaned(filename: string, size?: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(uploads)
        .set({
          cleanedAt: sql`now()`,
          cleaningUntil: null,
          ...(size === undefined ? {} : { size }),
        })
        .where(eq(uploads.filename, filename))
        .returning({ filename: uploads.filename });
      return rows.length > 0;
    },

    /** The names among `filenames` that have a row. */
    async recorded(filenames: string[], tx: Db = db): Promise<Set<string>> {
      if (filenames.length === 0) return new Set();
      const rows = await tx
        .select({ filename: uploads.filename })
        .from(uploads)
        .where(inArray(uploads.filename, filenames));
      return new Set(rows.map((r) => r.filename));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

export default repositoryPlugin('uploadsRepository', createUploadsRepository);
