// The thread of support/latency-probe.ts, in plain JavaScript: a worker thread does not get the
// test's TypeScript loader. Posts {latencies} (ms to the last byte of each answer) or {error}.
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs, forMs } = workerData;

async function probe() {
  const latencies = [];
  const end = performance.now() + forMs;
  while (performance.now() < end) {
    const started = performance.now();
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return latencies;
}

probe().then(
  (latencies) => parentPort.postMessage({ latencies }),
  (err) => parentPort.postMessage({ error: String(err) }),
);
