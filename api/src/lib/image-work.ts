/**
 * Every decode and encode of a picture goes through here (issue 21). sharp already runs off the
 * event loop, in libuv's pool, but unbounded it is not gentle: ten phone photos uploaded at once
 * would be ten 4000x3000 decodes of ~50 MB each, every libvips thread busy, and the process's
 * own JavaScript (every other request) would wait for a core. So: few libvips threads per
 * image, and few images at once (one on a 2-core machine), the rest waiting in line here.
 *
 * Two lines: `now` (someone is waiting: an upload's answer, a size nobody made yet) goes before
 * `later` (the sizes made after an upload, the start-up backfill). The limit is per process,
 * because libuv's pool and the cores are.
 */
import os from 'node:os';
import sharp from 'sharp';

export type ImagePriority = 'now' | 'later';

const cores = os.availableParallelism();
/** Leave a core to the event loop: one image at a time up to 3 cores, two from 4. */
export const IMAGE_JOBS = cores <= 3 ? 1 : 2;

// Threads libvips uses inside one image operation (its default is one per core).
sharp.concurrency(Math.max(1, Math.min(4, cores - 1)));
// Decoded images are never reused: libvips' operation cache would only hold memory.
sharp.cache(false);

interface Waiting {
  start: () => void;
}

const lines: Record<ImagePriority, Waiting[]> = { now: [], later: [] };
let running = 0;

function next(): void {
  while (running < IMAGE_JOBS) {
    const job = lines.now.shift() ?? lines.later.shift();
    if (!job) return;
    running += 1;
    job.start();
  }
}

/** Runs `work` when its turn comes; its result or error is the caller's. */
export function imageJob<T>(priority: ImagePriority, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    lines[priority].push({
      start: () => {
        work()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      },
    });
    next();
  });
}

/** Jobs running and waiting, for logs and tests. */
export function imageJobsPending(): number {
  return running + lines.now.length + lines.later.length;
}
