// The production topology of docker-compose.yml without containers: a private PostgreSQL
// cluster, two API replicas configured like the compose file's (one JWT secret, one deployment
// id, one uploads folder, Redis counters), and nginx rendered from the same template, serving
// the repository's builds as the static root. stop() tears it all down; so does the process
// ending (support/children.ts), whatever happened.
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { ApiReplica } from './api-replica';
import { removeNow, removeOnExit } from './children';
import { freePort } from './free-port';
import { signIn } from './http';
import { Nginx } from './nginx';
import { REPO_ROOT, requireBuilds } from './paths';
import { PrivatePostgres } from './private-postgres';
import { keysUnder, REDIS_URL, uniquePrefix } from './redis-keys';

export const ADMIN = { username: 'reliability-admin', password: 'reliability-admin-password' };

export interface TopologyOptions {
  /** Names the folder its logs are kept in after stop(): <tmp>/reliability-logs/<name>. */
  name: string;
  /** Extra API environment (rate limits, CORS_ORIGINS, REMOTE_MANIFESTS...). */
  env?: Record<string, string>;
  /** The template's REMOTE_ORIGINS. */
  remoteOrigins?: string;
}

export interface Topology {
  web: Nginx;
  replicas: ApiReplica[];
  postgres: PrivatePostgres;
  jwtSecret: string;
  deploymentId: string;
  redisPrefix: string;
  dir: string;
  /**
   * `err`, or when a replica exited by itself meanwhile, an error saying so with its log: a
   * crashed replica otherwise shows only as "fetch failed".
   */
  explain(err: unknown): Error;
  /** Starts one more replica with the same configuration (bench: a lone one). */
  startReplica(name: string): Promise<ApiReplica>;
  stop(): Promise<void>;
}

/** The last run's logs stay readable after the scratch folder is gone (CI failures). */
function keepLogs(dir: string, name: string): void {
  const kept = join(tmpdir(), 'reliability-logs', name);
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.log'))) {
    copyFileSync(join(dir, file), join(kept, file));
  }
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  requireBuilds();
  const dir = mkdtempSync(join(tmpdir(), 'reliability-'));
  removeOnExit(dir);
  const uploads = join(dir, 'uploads');
  mkdirSync(uploads);
  const jwtSecret = randomBytes(32).toString('hex');
  const deploymentId = randomUUID();
  const redisPrefix = uniquePrefix();
  const replicas: ApiReplica[] = [];
  let postgres: PrivatePostgres | undefined;
  let web: Nginx | undefined;

  const stop = async () => {
    await web?.child.stop('SIGQUIT', 5_000);
    await Promise.all(replicas.map((r) => r.child.stop('SIGTERM', 10_000)));
    await postgres?.destroy();
    await keysUnder(redisPrefix, true).catch(() => 0);
    keepLogs(dir, options.name);
    removeNow(dir);
  };

  try {
    postgres = await PrivatePostgres.create(dir);
    const env = {
      DATABASE_URL: postgres.url(),
      JWT_SECRET: jwtSecret,
      DEPLOYMENT_ID: deploymentId,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      UPLOAD_DIR: uploads,
      TRUST_PROXY: 'true',
      STATIC_ROOT: REPO_ROOT,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const startReplica = async (name: string) => {
      const replica = await ApiReplica.start(name, env, dir);
      replicas.push(replica);
      return replica;
    };
    // Both at once, as docker-compose starts them: migrations and the first superuser must
    // cope with a twin starting beside them.
    const started = await Promise.allSettled([startReplica('api-1'), startReplica('api-2')]);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [first, second] = replicas.sort((a, b) => a.name.localeCompare(b.name));
    if (!first || !second) throw new Error('unreachable: two replicas started');
    web = await Nginx.start(
      {
        NGINX_PORT: String(await freePort()),
        STATIC_ROOT: REPO_ROOT,
        API_UPSTREAM_1: first.address,
        API_UPSTREAM_2: second.address,
        REMOTE_ORIGINS: options.remoteOrigins ?? '',
      },
      dir,
    );
    return {
      web,
      replicas: [first, second],
      postgres,
      jwtSecret,
      deploymentId,
      redisPrefix,
      dir,
      startReplica,
      stop,
      explain: (err) => {
        const crashed = replicas.filter((r) => r.child.crash);
        if (crashed.length === 0) return err instanceof Error ? err : new Error(String(err));
        const told = crashed.map(
          (r) =>
            `${r.name} exited by itself (${JSON.stringify(r.child.crash)}):\n${r.child.logTail(8).replace(/^(.{300}).+$/gm, '$1…')}`,
        );
        return new Error(told.join('\n'), { cause: err });
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Registers a test file's hooks: the topology starts (and its superuser signs in through nginx)
 * before its tests and stops after them. `ctx.topology` and `ctx.adminToken` are ready inside
 * the tests.
 */
export function useTopology(options: TopologyOptions): {
  readonly topology: Topology;
  readonly adminToken: string;
} {
  let topology: Topology | undefined;
  let adminToken: string | undefined;
  before(
    async () => {
      topology = await startTopology(options);
      adminToken = await signIn(topology.web.url, ADMIN.username, ADMIN.password);
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await topology?.stop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTopology: the topology starts in before()');
    return value;
  };
  return {
    get topology() {
      return ready(topology);
    },
    get adminToken() {
      return ready(adminToken);
    },
  };
}
