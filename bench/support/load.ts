// Load generators shared by the list benchmarks: autocannon against the API, and the same number
// of concurrent callers running a statement straight on the driver ("raw"), both summarised the
// same way (req/s, p50, p99 in ms, errors).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** Raw callers: `connections` loops for `seconds`, like autocannon's connections. */
export class RawLoad {
  private readonly latencies: number[] = [];
  private errors = 0;
  private seconds = 0;

  constructor(private readonly connections: number) {}

  async run(call: () => Promise<unknown>, seconds: number): Promise<void> {
    const end = performance.now() + seconds * 1000;
    const caller = async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await call();
          this.latencies.push(performance.now() - start);
        } catch {
          this.errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: this.connections }, caller));
    this.seconds += seconds;
  }

  figures(): Figures {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      rps: Math.round(sorted.length / this.seconds),
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      errors: this.errors,
    };
  }
}

export async function cannon(
  options: autocannon.Options,
): Promise<Figures & { bytes: number; total: number }> {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    bytes: result.throughput.average,
    total: result.requests.total,
  };
}

/** An autocannon request whose path is the next of `paths` each time (no single hot key). */
export function rotating(paths: string[], extra: Partial<autocannon.Request> = {}) {
  let n = 0;
  return {
    ...extra,
    setupRequest: (request: autocannon.Request) => {
      n += 1;
      return { ...request, path: paths[n % paths.length] };
    },
  } satisfies autocannon.Request;
}

/** Rounds of autocannon: mean req/s and p50; p99 is the worst round's. */
export function combine(rounds: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) =>
    rounds.reduce((a, f) => a + pick(f), 0) / rounds.length;
  return {
    rps: Math.round(mean((f) => f.rps)),
    p50: Number(mean((f) => f.p50).toFixed(1)),
    p99: Math.max(...rounds.map((f) => f.p99)),
    errors: rounds.reduce((a, f) => a + f.errors, 0),
  };
}

/**
 * The API's floor: GET /auth/me runs the same path as a list call (HTTP, the JWT check, the
 * user cache, JSON out) with no database round trip at all.
 */
export function apiFloor(base: string, token: string, connections: number, seconds: number) {
  const headers = { authorization: `Bearer ${token}` };
  return cannon({ url: `${base}/api/v1/auth/me`, headers, connections, duration: seconds });
}

/**
 * The highest API/raw ratio a machine allows when the load generator, the API and the database
 * share its cores: CPU per call adds up, so an API call costs at least a raw call plus a floor
 * call, and with the cores saturated API/raw <= 1 / (1 + raw/floor).
 */
export const highestRatio = (raw: Figures, floor: Figures) =>
  `${Math.round(100 / (1 + raw.rps / Math.max(1, floor.rps)))} %`;

export async function signIn(url: string, admin: { username: string; password: string }) {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(admin).toString(),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A scratch `storefront_bench_<random>` database created from `adminUrl`; drop() removes it. */
export async function scratchDatabase(adminUrl: string) {
  const name = `storefront_bench_${randomBytes(5).toString('hex')}`;
  const onAdmin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The machine's load average (1, 5, 15 min): other work on the shared cores shows here. */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
