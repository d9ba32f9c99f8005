/**
 * Every decode and encode of a picture goes through here (issue 21), then to the image process
 * (lib/image-process: the lowest CPU priority, few libvips threads). Unbounded it would not be
 * gentle: ten phone photos uploaded at once would be ten 4000x3000 decodes of ~50 MB each, every
 * core busy, the memory of all ten held at once. So few images at once (one on a 2-core
 * machine), the rest waiting in line here.
 *
 * Two lines: `now` (someone is waiting: an upload's answer, a size nobody made yet) goes before
 * `later` (the sizes made after an upload, the start-up backfill). The limit is per API process,
 * as each has its one image process.
 */
import os from 'node:os';

export type ImagePriority = 'now' | 'later';

const cores = os.availableParallelism();
/** Leave a core to the event loop: one image at a time up to 3 cores, two from 4. */
export const IMAGE_JOBS = cores <= 3 ? 1 : 2;

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
