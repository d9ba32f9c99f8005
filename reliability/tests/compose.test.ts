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
import { COMPOSE_FILE, NGINX_TEMPLATE, REPO_ROOT, SEED_SCRIPT } from '../support/paths';

const REQUIRED = {
  POSTGRES_PASSWORD: 'c0mpose-check-password',
  JWT_SECRET: 'compose-check-secret-of-at-least-32-chars',
  DEPLOYMENT_ID: 'release-2024.06.1',
  ADMIN_PASSWORD: 'compose-admin-password',
};

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
