/**
 * The real server in a child process, started as the README starts it (`node --import tsx
 * src/server.ts`), on a free port, with its JSON log lines collected as they come.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './raw-http.ts';

const API_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ADMIN = { username: 'root', password: 'root-password-123' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Parsed JSON log lines so far. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
}

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `database`: `{DATA_DIR}` or `{DATABASE_URL}`; nothing else leaks in from this environment. */
export async function startServer(database: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'REDIS_URL', 'CORS_ORIGINS', 'DEPLOYMENT_ID']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...env,
      ...database,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: SERVER_ADMIN.username,
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      LOGIN_RATE_LIMIT_PER_USER: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      STATIC_ROOT: tempDir('storefront-static-'),
      UPLOAD_DIR: tempDir('storefront-uploads-'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let listening = false;
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('storefront running:')) listening = true;
      if (line.startsWith('{')) logs.push(JSON.parse(line));
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 60_000;
  while (!listening) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await sleep(50);
  }
  return { child, port, logs, exited };
}
