// Starts the built product (API serving the shell and remotes) on a free port with a fresh
// embedded database, for benchmarks. Build first: `npm start` once, or `npm test -- build`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export interface RunningProduct {
  url: string;
  /** The API process (for its CPU time). */
  pid: number;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  // BENCH_API_LOG=<file>: the API's output goes there (to see why it stopped, say).
  const log = process.env.BENCH_API_LOG ? openSync(process.env.BENCH_API_LOG, 'a') : 'ignore';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(REPO_ROOT, 'api'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_ROOT: REPO_ROOT, ...env },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (waited > 120_000) throw new Error('the API did not start');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      // An API that already exited (crashed) would never emit 'exit' again: say so, not hang.
      if (child.exitCode !== null || child.signalCode !== null) {
        console.error(`the API had already exited (${child.exitCode ?? child.signalCode})`);
      } else child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
