// Starts the product exactly as the README does (`npm start`), on a free port with a fresh
// embedded database, and stops it the way an operator would (SIGTERM to the whole group).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 180_000;

export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

/**
 * A migrated embedded database holding the e2e admin, made once per run by
 * `support/data-template.ts` (the e2e script's first step). Each product's fresh database is a
 * copy of it: the same state a first start reaches, without 39 files each migrating from zero.
 */
export const DATA_TEMPLATE = join(REPO_ROOT, 'e2e', '.data-template');

/** The API's lock file in its data folder (api/src/db/data-dir-lock.ts), gone once it closed. */
const DATA_DIR_LOCK = 'storefront-api.lock';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the product did not answer /health within ${START_TIMEOUT_MS} ms`);
}

/** Whether the process named in a lock file still runs. */
function ownerAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(lock, 'utf8').trim()), 0);
    return true;
  } catch {
    return false;
  }
}

export class Product {
  /**
   * @param env added to the environment `npm start` gets, e.g. `{ STATIC_ROOT }`
   * @param port a port chosen beforehand, for settings that must name the product's address
   */
  constructor(
    private readonly env: NodeJS.ProcessEnv = {},
    private port = 0,
  ) {}

  readonly dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  url = '';
  private child: ChildProcess | undefined;
  output = '';

  async start(): Promise<void> {
    // A fresh database starts as the template (a restart keeps what the product wrote).
    if (existsSync(DATA_TEMPLATE) && readdirSync(this.dataDir).length === 0) {
      cpSync(DATA_TEMPLATE, this.dataDir, { recursive: true });
    }
    this.port ||= await freePort();
    this.url = `http://127.0.0.1:${this.port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...this.env,
    };
    // The browser tests run on the embedded database, as `npm start` does by default.
    delete env.DATABASE_URL;
    this.child = spawn('npm', ['start'], { cwd: REPO_ROOT, env, detached: true, stdio: 'pipe' });
    this.child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    this.child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    try {
      await waitForHealth(this.url, this.child);
    } catch (error) {
      console.error(this.output.slice(-4000));
      throw error;
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /**
   * After `stop`: npm exits first, and the server it started is done once it has released its
   * data folder (it drains open connections first), so the folder may be read or copied.
   */
  async released(): Promise<void> {
    const lock = join(this.dataDir, DATA_DIR_LOCK);
    const deadline = Date.now() + 30_000;
    // A lock whose process is gone is released too: the API's own rule (data-dir-lock.ts), for a
    // server that exited before its close finished (close-with-grace's 10 s).
    while (existsSync(lock) && ownerAlive(lock)) {
      if (Date.now() > deadline) throw new Error(`the server kept ${this.dataDir} locked`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    rmSync(lock, { force: true });
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
