// Times GET requests to one URL from a thread of its own. A probe timed on the test's main
// thread also times that thread's own work: eight attackers there encode megabyte bodies and
// read answers, and a probe whose answer arrived waited for them before its clock stopped. In a
// worker the clock measures the server, not the client.
import { Worker } from 'node:worker_threads';

export interface ProbeOptions {
  url: string;
  /** The pause after each answer before the next request. */
  everyMs: number;
  /** How long to keep probing. */
  forMs: number;
}

/** Each request's time to the last byte of its answer, in ms, sorted; throws on a non-200. */
export function probeLatencies(options: ProbeOptions): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./latency-probe-worker.mjs', import.meta.url), {
      workerData: options,
    });
    worker.once('message', (message: { latencies?: number[]; error?: string }) => {
      if (message.error) reject(new Error(message.error));
      else resolve((message.latencies ?? []).sort((a, b) => a - b));
    });
    worker.once('error', reject);
  });
}
