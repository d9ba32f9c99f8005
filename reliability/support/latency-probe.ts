// Times GET requests to one URL from a thread of its own. A probe timed on the main thread also
// times that thread's own work (the reliability suite's attackers encoding megabyte bodies, the
// phone benchmark writing multipart uploads): an answer that had arrived waited for it before
// the clock stopped. In a worker the clock measures the server, not the client.
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

export interface Probe {
  /** Ends the probing: each request's time to the last byte of its answer, in ms, sorted. */
  stop(): Promise<number[]>;
}

/** Asks `url` one request at a time, at most one every `everyMs`, until stopped; a non-200 fails stop(). */
export function startProbe(url: string, everyMs: number): Probe {
  const worker = new Worker(new URL('./latency-probe-worker.mjs', import.meta.url), {
    workerData: { url, everyMs },
  });
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (message: { latencies?: number[]; error?: string }) => {
      if (message.error) reject(new Error(message.error));
      else resolve((message.latencies ?? []).sort((a, b) => a - b));
    });
    worker.once('error', reject);
  });
  // A probe that failed early is reported by stop(), not as an unhandled rejection meanwhile.
  result.catch(() => {});
  return {
    stop: async () => {
      worker.postMessage('stop');
      try {
        return await result;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** `startProbe` for `forMs`. */
export async function probeLatencies(url: string, everyMs: number, forMs: number) {
  const probe = startProbe(url, everyMs);
  await sleep(forMs);
  return probe.stop();
}
