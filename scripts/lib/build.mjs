// Builds the shell, every remote and the API, skipping a package whose build is newer than its
// sources, so a second `npm start` does not spend a minute rebuilding what has not changed.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';

const STAMP = '.build-stamp';
const SKIP = new Set(['node_modules', 'dist']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(path)) {
    if (!SKIP.has(name)) newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** The packages webpack builds: the shell and every mf-* remote found at the top level. */
export function frontEndPackages(root) {
  const remotes = readdirSync(root).filter(
    (name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')),
  );
  return ['shell', ...remotes.sort()];
}

/** What every front end is built from besides its own folder. */
function commonSourcesMtime(root) {
  return Math.max(newestMtime(join(root, 'shared')), newestMtime(join(root, 'pnpm-lock.yaml')));
}

function isFresh(root, name, commonMtime) {
  const stamp = join(root, name, 'dist', STAMP);
  if (!existsSync(stamp)) return false;
  return statSync(stamp).mtimeMs > Math.max(newestMtime(join(root, name)), commonMtime);
}

/**
 * Builds what is out of date of `names` (packages with a `build` script writing dist/), two at a
 * time: one webpack build leaves the second core mostly idle. Returns the exit code of the first
 * failed build, or 0.
 */
async function buildPackages(root, names, { force = false } = {}) {
  const commonMtime = commonSourcesMtime(root);
  const queue = [];
  for (const name of names) {
    if (!force && isFresh(root, name, commonMtime)) console.log(`• ${name}: сборка актуальна`);
    else queue.push(name);
  }
  let failure = 0;
  const worker = async () => {
    for (let name = queue.shift(); name && failure === 0; name = queue.shift()) {
      console.log(`• ${name}: сборка...`);
      const code = await pnpm(['--filter', name, 'run', 'build'], { cwd: root });
      if (code !== 0) failure ||= code;
      else writeFileSync(join(root, name, 'dist', STAMP), new Date().toISOString());
    }
  };
  await Promise.all([worker(), worker()]);
  return failure;
}

/** The shell and every remote. */
export function buildFrontEnds(root, options) {
  return buildPackages(root, frontEndPackages(root), options);
}

/**
 * What `npm start` runs: the front ends and the API (api/scripts/bundle.mjs, half a second;
 * the shared package is compiled into it, so shared's sources count for it too).
 */
export function buildProduct(root, options) {
  return buildPackages(root, [...frontEndPackages(root), 'api'], options);
}
