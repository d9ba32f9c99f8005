/**
 * Uploads stored before issue 21 were kept as sent, EXIF and GPS included, and have no sizes.
 * At start (and hourly, for rows a stopped replica left) each is re-encoded as a new upload is
 * (lib/image-inspection.ts: the header checked before any decode, then the one full decode),
 * written over its own name (a whole-file rename: a reader gets the old or the new picture),
 * marked clean and given its sizes. Rows are claimed with a lease (uploads-repository.ts), so
 * replicas starting together share the work. It runs in the image jobs' `later` line: behind
 * every upload and every size a visitor waits for.
 *
 * A file that fails now (damaged, or over today's limits) keeps its row and is tried again when
 * its lease runs out; its original is served as before. The log says so.
 */
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanImage } from '../../../lib/image-inspection.ts';
import { contentTypeOf, detectImage } from '../../../lib/image-types.ts';
import { periodicJob } from '../periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadBackfill: UploadBackfill;
  }
}

export interface BackfillResult {
  cleaned: number;
  failed: number;
}

const HOUR = 3_600_000;
/** Rows claimed at once: a few seconds of work, far within the lease. */
const BATCH = 10;
const LEASE_MS = 15 * 60_000;

export function createUploadBackfill(fastify: FastifyInstance) {
  const repo = fastify.uploadsRepository;
  const storage = fastify.fileStorage;
  const limits = fastify.config.uploads.image;

  /** Throws when the file cannot be cleaned now: its row waits for its lease to run out. */
  async function clean(name: string): Promise<void> {
    const file = await storage.open(name);
    if (!file) {
      // No bytes, nothing published: the row is as clean as it will get.
      await repo.markCleaned(name);
      return;
    }
    const sent = await buffer(file.stream);
    const extension = detectImage(sent);
    if (!extension || !name.endsWith(`.${extension}`)) {
      throw new Error('stored bytes are not the type their name says');
    }
    const cleaned = await cleanImage(sent, extension, limits, 'later');
    await storage.save(name, cleaned, contentTypeOf(name) ?? '');
    if (!(await repo.markCleaned(name, cleaned.length))) {
      // Deleted while it was being cleaned: its removal may have come before this write.
      await storage.remove(name);
      return;
    }
    fastify.imageSizes.prepare([name]);
  }

  let closed = false;

  return {
    async run(): Promise<BackfillResult> {
      const result: BackfillResult = { cleaned: 0, failed: 0 };
      while (true) {
        if (closed) break;
        const names = await repo.claimUncleaned(BATCH, LEASE_MS);
        for (const name of names) {
          // Closing: the rest of the batch is claimed, and taken again once the lease runs out.
          if (closed) break;
          try {
            await clean(name);
            result.cleaned += 1;
          } catch (err) {
            result.failed += 1;
            fastify.log.warn({ err, name }, 'old upload not re-encoded; tried again later');
          }
        }
        if (names.length < BATCH) break;
      }
      if (result.cleaned + result.failed > 0) fastify.log.info(result, 'old uploads re-encoded');
      return result;
    },

    stop(): void {
      closed = true;
    },
  };
}

export type UploadBackfill = ReturnType<typeof createUploadBackfill>;

export default fp(
  async (fastify: FastifyInstance) => {
    const backfill = createUploadBackfill(fastify);
    fastify.decorate('uploadBackfill', backfill);

    // Not awaited: the API answers while old uploads are cleaned behind it.
    periodicJob(fastify, {
      name: 'upload backfill',
      everyMs: HOUR,
      run: () => backfill.run(),
      atReady: true,
      stop: () => backfill.stop(),
    });
  },
  {
    name: 'upload-backfill',
    dependencies: ['db', 'file-storage', 'image-sizes', 'uploads-repository'],
  },
);
