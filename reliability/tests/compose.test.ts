// Issue 6: docker-compose.yml is checked with `docker-compose config` (no Docker engine here):
// it resolves with the required variables set, lists the services and volumes, and stops naming
// each required variable that is missing. Also: the nginx template asks only for variables the
// web service or its image defines, and seed-static-root adds files without ever deleting.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { API_DIR, COMPOSE_FILE, NGINX_TEMPLATE, REPO_ROOT, SEED_SCRIPT } from '../support/paths';

const REQUIRED = {
  POSTGRES_PASSWORD: 'c0mpose-check-password',
  JWT_SECRET: 'compose-check-secret-of-at-least-32-chars',
  DEPLOYMENT_ID: 'release-2024.06.1',
  ADMIN_PASSWORD: 'compose-admin-password',
  // Issue 20: no default, so a stack never takes free top-ups by accident (test: said aloud).
  PAYMENT_PROVIDER: 'test',
};

const YOOKASSA = {
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'live_compose-check-key',
  YOOKASSA_RETURN_URL: 'https://shop.example.com',
};

/** The environment api-1 gets, read from `docker-compose config`'s YAML (flat `KEY: value`). */
function replicaEnv(config: string): Record<string, string> {
  const service = config.slice(config.indexOf('\n  api-1:'), config.indexOf('\n  api-2:'));
  const block = service.slice(service.indexOf('\n    environment:\n') + 18);
  const env: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const match = /^ {6}([A-Z0-9_]+): ?(.*)$/.exec(line);
    if (!match) break;
    const [, name = '', raw = ''] = match;
    env[name] = raw
      .replace(/^'(.*)'$/, (_, v: string) => v.replaceAll("''", "'"))
      .replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/** The API started as api-1 would be (its configuration check comes before any connection). */
async function startApi(env: Record<string, string>) {
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: '0' },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const failed = err as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

/** docker-compose with nothing but PATH and `vars` (and an empty env file, not a stray .env). */
async function compose(vars: Record<string, string>, ...args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'reliability-compose-'));
  const envFile = join(dir, 'empty.env');
  writeFileSync(envFile, '');
  try {
    const env = { PATH: process.env.PATH, HOME: dir, ...vars };
    const cli = ['--env-file', envFile, '-f', COMPOSE_FILE, 'config', ...args];
    const { stdout } = await promisify(execFile)('docker-compose', cli, { env, cwd: REPO_ROOT });
    return { code: 0, stdout, stderr: '' };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lines = (text: string) => text.trim().split('\n').sort();
const count = (text: string, part: string) => text.split(part).length - 1;

test('docker-compose config: services, volumes, one secret and deployment for both replicas', async () => {
  const [full, services, volumes] = await Promise.all([
    compose(REQUIRED),
    compose(REQUIRED, '--services'),
    compose(REQUIRED, '--volumes'),
  ]);
  assert.equal(full.code, 0, full.stderr);
  for (const name of ['web', 'api-1', 'api-2', 'postgres', 'redis']) {
    assert.ok(lines(services.stdout).includes(name), `service ${name}`);
  }
  assert.deepEqual(lines(volumes.stdout), ['postgres-data', 'static-root', 'uploads']);
  // Both replicas (and only they) get the JWT secret and the deployment id; postgres and the
  // replicas' DATABASE_URL share the password.
  assert.equal(count(full.stdout, `JWT_SECRET: ${REQUIRED.JWT_SECRET}`), 2);
  assert.equal(count(full.stdout, `DEPLOYMENT_ID: ${REQUIRED.DEPLOYMENT_ID}`), 2);
  assert.equal(count(full.stdout, `:${REQUIRED.POSTGRES_PASSWORD}@postgres:5432/`), 2);
  assert.equal(count(full.stdout, `POSTGRES_PASSWORD: ${REQUIRED.POSTGRES_PASSWORD}`), 1);
});

test('docker-compose config fails naming each missing required variable', async () => {
  const names = Object.keys(REQUIRED);
  const results = await Promise.all(
    names.map((name) =>
      compose(Object.fromEntries(Object.entries(REQUIRED).filter(([key]) => key !== name))),
    ),
  );
  results.forEach((result, i) => {
    const name = names[i];
    assert.notEqual(result.code, 0, `${name} missing`);
    assert.match(result.stderr, new RegExp(`set ${name} `), `${name} named: ${result.stderr}`);
  });
});

test('the replicas start only with a real gateway’s settings, or PAYMENT_PROVIDER=test said aloud', async () => {
  const { PAYMENT_PROVIDER: _, ...withoutProvider } = REQUIRED;
  const [none, test, bare, real] = await Promise.all([
    compose(withoutProvider),
    compose(REQUIRED),
    compose({ ...REQUIRED, PAYMENT_PROVIDER: 'yookassa' }),
    compose({ ...REQUIRED, PAYMENT_PROVIDER: 'yookassa', ...YOOKASSA }),
  ]);
  // No provider named: docker-compose itself stops and says what to set.
  assert.notEqual(none.code, 0);
  assert.match(none.stderr, /set PAYMENT_PROVIDER \(yookassa, with YOOKASSA_SHOP_ID/);
  assert.equal(count(test.stdout, 'PAYMENT_PROVIDER: test'), 2);
  assert.equal(count(real.stdout, `YOOKASSA_SHOP_ID: '${YOOKASSA.YOOKASSA_SHOP_ID}'`), 2);
  // yookassa without its settings: the replica's API refuses to start, naming each one.
  assert.equal(bare.code, 0, bare.stderr);
  const refused = await startApi(replicaEnv(bare.stdout));
  assert.equal(refused.code, 1, refused.stderr);
  for (const name of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'YOOKASSA_RETURN_URL']) {
    assert.match(
      refused.stderr,
      new RegExp(`- ${name}: обязательна при PAYMENT_PROVIDER=yookassa`),
    );
  }
  assert.match(refused.stderr, /Неверная конфигурация API/);
  const env = replicaEnv(real.stdout);
  assert.deepEqual(
    [env.PAYMENT_PROVIDER, env.YOOKASSA_SECRET_KEY, env.YOOKASSA_RETURN_URL, env.TRUST_PROXY],
    ['yookassa', YOOKASSA.YOOKASSA_SECRET_KEY, YOOKASSA.YOOKASSA_RETURN_URL, 'true'],
  );
});

test("the nginx template's variables are all defined for the web container", () => {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const used = new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]));
  const compose = readFileSync(COMPOSE_FILE, 'utf8');
  const web = compose.slice(compose.indexOf('\n  web:'), compose.indexOf('\n  api-1:'));
  const dockerfile = readFileSync(join(REPO_ROOT, 'deploy', 'web.Dockerfile'), 'utf8');
  const image = dockerfile.slice(dockerfile.lastIndexOf('\nENV '));
  for (const name of used) {
    assert.ok(
      new RegExp(`\\b${name}: `).test(web) || new RegExp(`\\b${name}=`).test(image),
      `${name} is set by the web service or the web image`,
    );
  }
  assert.deepEqual([...used].sort(), [
    'API_UPSTREAM_1',
    'API_UPSTREAM_2',
    'NGINX_PORT',
    'REMOTE_ORIGINS',
    'STATIC_ROOT',
  ]);
});

test('seed-static-root adds a build once, never deletes, never re-seeds the same build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'reliability-seed-'));
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const read = (path: string) => readFileSync(join(dir, 'www', path), 'utf8');
  const seed = () => promisify(execFile)('sh', [SEED_SCRIPT, join(dir, 'www'), join(dir, 'build')]);
  try {
    put('build/.build-id', 'one');
    put('build/mf-auth/dist/mf-manifest.json', 'manifest 1');
    put('build/mf-auth/dist/12.4f9a2c1b.js', 'chunk 1');
    await seed();
    assert.equal(read('mf-auth/dist/mf-manifest.json'), 'manifest 1');
    // A redeploy of the remote since (scripts/deploy-remote.mjs) must survive a restart.
    writeFileSync(join(dir, 'www/mf-auth/dist/mf-manifest.json'), 'manifest 2');
    await seed();
    assert.equal(read('mf-auth/dist/mf-manifest.json'), 'manifest 2');
    // A new image: its files are added, the old chunk stays.
    rmSync(join(dir, 'build/mf-auth/dist/12.4f9a2c1b.js'));
    put('build/.build-id', 'two');
    put('build/mf-auth/dist/12.9e8d7c6b.js', 'chunk 3');
    put('build/mf-auth/dist/mf-manifest.json', 'manifest 3');
    await seed();
    assert.equal(read('mf-auth/dist/mf-manifest.json'), 'manifest 3');
    assert.equal(read('mf-auth/dist/12.9e8d7c6b.js'), 'chunk 3');
    assert.equal(read('mf-auth/dist/12.4f9a2c1b.js'), 'chunk 1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
