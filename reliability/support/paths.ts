// Where the suite finds the repository's files, and the check that the front ends are built
// (the test command builds them before this suite; a missing build is a setup error, said plainly).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const API_DIR = join(REPO_ROOT, 'api');
export const COMPOSE_FILE = join(REPO_ROOT, 'docker-compose.yml');
export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx', 'storefront.conf.template');
export const SEED_SCRIPT = join(REPO_ROOT, 'deploy', 'seed-static-root.sh');

/** The remotes built in the repository (`mf-*` with a dist/), which is the suite's static root. */
export function requireFrontEndBuilds(): string[] {
  const missing: string[] = [];
  if (!existsSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'))) missing.push('shell');
  const remotes = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-'));
  for (const remote of remotes) {
    if (!existsSync(join(REPO_ROOT, remote, 'dist', 'mf-manifest.json'))) missing.push(remote);
  }
  if (missing.length > 0) {
    throw new Error(
      `reliability: no front-end build for ${missing.join(', ')}. Build them first: ` +
        "`npm test -- build` (or node -e \"import('./scripts/lib/build.mjs')" +
        '.then(m=>m.buildFrontEnds(process.cwd()))" in the repository root).',
    );
  }
  return remotes;
}
