// Where the suite finds the repository's files, and the check that the product is built (the
// test command builds it before this suite; a missing build is a setup error, said plainly).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const API_DIR = join(REPO_ROOT, 'api');
export const COMPOSE_FILE = join(REPO_ROOT, 'docker-compose.yml');
export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx', 'storefront.conf.template');
export const SEED_SCRIPT = join(REPO_ROOT, 'deploy', 'seed-static-root.sh');

/**
 * The remotes built in the repository (`mf-*` with a dist/), which is the suite's static root,
 * after checking that the API's build (`dist/server.mjs`, what the replicas run) is there too.
 */
export function requireBuilds(): string[] {
  const missing: string[] = [];
  if (!existsSync(join(API_DIR, 'dist', 'server.mjs'))) missing.push('api');
  if (!existsSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'))) missing.push('shell');
  const remotes = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-'));
  for (const remote of remotes) {
    if (!existsSync(join(REPO_ROOT, remote, 'dist', 'mf-manifest.json'))) missing.push(remote);
  }
  if (missing.length > 0) {
    throw new Error(
      `reliability: no build for ${missing.join(', ')}. Build the product first: ` +
        "`npm test -- build` (or node -e \"import('./scripts/lib/build.mjs')" +
        '.then(m=>m.buildProduct(process.cwd()))" in the repository root).',
    );
  }
  return remotes;
}
