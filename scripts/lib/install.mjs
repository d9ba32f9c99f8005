// `npm start`'s first step: install the workspace from the lockfile, unless that is already done.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';

function read(path) {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Whether node_modules holds exactly what the lockfile says: pnpm keeps a copy of the lockfile
 * it last installed in node_modules/.pnpm/lock.yaml, byte for byte the same after a whole
 * install. Asking pnpm itself cost a second of CPU each time (npx, then pnpm's own check), and
 * the browser tests start the product some 30 times.
 */
export function isInstalled(root) {
  const wanted = read(join(root, 'pnpm-lock.yaml'));
  const installed = read(join(root, 'node_modules', '.pnpm', 'lock.yaml'));
  return wanted !== undefined && installed !== undefined && wanted.equals(installed);
}

/** Installs from the lockfile when node_modules does not match it; resolves pnpm's exit code. */
export async function installIfNeeded(root) {
  if (isInstalled(root)) return 0;
  return pnpm(['install', '--frozen-lockfile'], { cwd: root });
}
