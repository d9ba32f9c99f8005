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
 * Builds what is out of date, two at a time: one webpack build leaves the second core mostly
 * idle. Returns the exit code of the first failed build, or 0.
 */
export async function buildFrontEnds(root, { force = false } = {}) {
  const commonMtime = commonSourcesMtime(root);
  const queue = [];
  for (const name of frontEndPackages(root)) {
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

/**
 * The API as `npm start` runs it (api/scripts/bundle.mjs: the shared package is compiled in, so
 * its sources count too). Half a second; skipped when fresh like the front ends.
 */
export async function buildApi(root) {
  if (isFresh(root, 'api', commonSourcesMtime(root))) {
    console.log('• api: сборка актуальна');
    return 0;
  }
  console.log('• api: сборка...');
  const code = await pnpm(['--filter', 'api', 'run', 'build'], { cwd: root });
  if (code === 0) writeFileSync(join(root, 'api', 'dist', STAMP), new Date().toISOString());
  return code;
}
