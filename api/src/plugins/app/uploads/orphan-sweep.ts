/**
 * Nothing left behind in the file store: an upload no product shows and older than
 * UPLOAD_ORPHAN_TTL is deleted, row and bytes. That catches what the product calls cannot: files
 * uploaded from a form that was never saved (a closed tab), and bytes whose removal failed after
 * their row was deleted. The TTL is the grace an admin has to save the form a file came from.
 *
 * It runs at start and then hourly (or every TTL, if shorter). Several API instances may sweep at
 * once: rows are taken with SKIP LOCKED, so each deletes its own, and removing bytes is
 * idempotent. No activity rows: this is housekeeping, not anybody's action; the log says it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicJob } from '../periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadSweep: UploadSweep;
  }
}

export interface SweepResult {
  /** Rows deleted (their bytes with them). */
  rows: number;
  /** Stray bytes removed: files without a row. */
  files: number;
  /** Sizes removed whose upload has no row (its file gone, or removed in this sweep). */
  sizes: number;
}

const HOUR = 3_600_000;
/** Rows per transaction: short locks, and a sweep of a large backlog still makes progress. */
const BATCH = 200;

export function createUploadSweep(fastify: FastifyInstance, ttlMs: number) {
  const repo = fastify.uploadsRepository;
  const storage = fastify.fileStorage;
  const discard = fastify.uploads.discard;

  async function sweepRows(cutoff: Date): Promise<number> {
    let total = 0;
    while (true) {
      const rows = await fastify.db.transaction((tx) => repo.releaseOrphans(cutoff, BATCH, tx));
      await discard(rows.map((r) => r.filename));
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /**
   * Old entries of a listing whose name has no row go, file and sizes. Fresh ones may be a
   * store() whose row is not written yet. Listed: stored files (bytes whose removal failed after
   * their row was deleted), and the uploads that have sizes (issue 21: sizes of a file that is
   * gone, or written by a making that raced its deletion).
   */
  async function sweepUnrecorded(
    listing: AsyncIterable<{ name: string; modifiedAt: Date }>,
    cutoff: Date,
  ): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const recorded = await repo.recorded(batch);
      const stray = batch.filter((name) => !recorded.has(name));
      await discard(stray);
      removed += stray.length;
      batch = [];
    };
    for await (const entry of listing) {
      if (entry.modifiedAt >= cutoff) continue;
      batch.push(entry.name);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return removed;
  }

  return {
    /** One sweep as of `now` (tests pass a clock). */
    async run(now: Date = new Date()): Promise<SweepResult> {
      const cutoff = new Date(now.getTime() - ttlMs);
      const result = {
        rows: await sweepRows(cutoff),
        files: await sweepUnrecorded(storage.list(), cutoff),
        sizes: await sweepUnrecorded(storage.listDerivedOwners(), cutoff),
      };
      if (result.rows + result.files + result.sizes > 0) {
        fastify.log.info(result, 'orphan uploads removed');
      }
      return result;
    },
  };
}

export type UploadSweep = ReturnType<typeof createUploadSweep>;

export default fp(
  async (fastify: FastifyInstance) => {
    const { orphanTtlMs } = fastify.config.uploads;
    const sweep = createUploadSweep(fastify, orphanTtlMs);
    fastify.decorate('uploadSweep', sweep);

    periodicJob(fastify, {
      name: 'orphan upload sweep',
      everyMs: Math.min(HOUR, orphanTtlMs),
      run: () => sweep.run(),
      atReady: true,
    });
  },
  {
    name: 'upload-sweep',
    dependencies: ['db', 'file-storage', 'uploads-repository', 'uploads'],
  },
);
