// A PostgreSQL cluster of the suite's own: initdb into a temporary folder, its own port and
// socket folder, run as the `postgres` user (the server refuses root). The machine's PostgreSQL
// service is never touched; this one can be killed and restarted at will.
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Child, removeNow, removeOnExit, startChild } from './children';
import { freePort } from './free-port';
import { waitFor } from './wait';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

export class PrivatePostgres {
  private server: Child | undefined;
  private starts = 0;

  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly user: { uid: number; gid: number },
    private readonly logDir: string,
  ) {}

  /** initdb (no fsync: a test cluster), start, and an empty `storefront` database. */
  static async create(logDir?: string): Promise<PrivatePostgres> {
    const user = await postgresUser();
    const dir = mkdtempSync(join(tmpdir(), 'reliability-pg-'));
    removeOnExit(dir);
    chownSync(dir, user.uid, user.gid);
    const cluster = new PrivatePostgres(dir, await freePort(), user, logDir ?? dir);
    const initdb = [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ];
    try {
      await run(join(BIN, 'initdb'), initdb, { ...user, cwd: dir, env: cluster.env });
    } catch (err) {
      throw new Error(`initdb failed: ${(err as { stderr?: string }).stderr ?? err}`);
    }
    await cluster.start();
    await cluster.query('CREATE DATABASE storefront', [], 'postgres');
    return cluster;
  }

  private get env(): NodeJS.ProcessEnv {
    return { PATH: process.env.PATH, LANG: 'C.UTF-8' };
  }

  /** The postmaster's pid (its backends are its children), -1 when it is not running. */
  get pid(): number {
    return this.server?.running ? this.server.pid : -1;
  }

  get dataDir(): string {
    return join(this.dir, 'data');
  }

  url(database = 'storefront'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server in the foreground (our child) and waits until it accepts connections. */
  async start(): Promise<void> {
    this.starts += 1;
    this.server = startChild(
      'postgres',
      join(BIN, 'postgres'),
      ['-D', this.dataDir, '-p', String(this.port), '-k', this.dir]
        .concat(['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=80'])
        // A scratch cluster: no fsync. Commits are still written to the OS before they are
        // acknowledged (synchronous_commit stays on), so a killed server loses none of them.
        .concat(['-c', 'fsync=off', '-c', 'full_page_writes=off']),
      {
        ...this.user,
        cwd: this.dir,
        env: this.env,
        logFile: join(this.logDir, `postgres-${this.starts}.log`),
      },
    );
    const server = this.server;
    const ready = await waitFor(async () => {
      if (!server.running) throw new Error('exited');
      await this.query('SELECT 1', [], 'postgres');
      return true;
    }, 30_000);
    if (!ready) throw new Error(`PostgreSQL did not start:\n${server.logTail()}`);
  }

  /** `pg_ctl stop -m immediate`: every backend dies at once, as in a crash. */
  async stopImmediate(): Promise<void> {
    await run(join(BIN, 'pg_ctl'), ['stop', '-D', this.dataDir, '-m', 'immediate', '-w'], {
      ...this.user,
      cwd: this.dir,
    });
    await this.server?.exited;
  }

  /** One statement on a connection of its own (the suite's checks, never the API's path). */
  async query<T extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params: unknown[] = [],
    database = 'storefront',
  ): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  async destroy(): Promise<void> {
    await this.server?.stop('SIGINT', 10_000);
    removeNow(this.dir);
  }
}
