// The thread of support/latency-probe.ts, in plain JavaScript: a worker thread does not get the
// test's TypeScript loader. Asks workerData.url one request at a time, at most one every
// workerData.everyMs, until a message says stop; then posts {latencies} (ms to the last byte of
// each answer) or {error}.
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs } = workerData;
let stopped = false;
parentPort.on('message', () => {
  stopped = true;
});

async function probe() {
  const latencies = [];
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    const took = performance.now() - started;
    latencies.push(took);
    if (took < everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs - took));
  }
  return latencies;
}

probe().then(
  (latencies) => parentPort.postMessage({ latencies }),
  (err) => parentPort.postMessage({ error: String(err) }),
);
