/**
 * Finds what there is to serve under the static root: the shell's build and every `mf-*`
 * package that has a `dist/`. Read at start, so a remote added later (the admin ones) is served
 * after a restart without touching this code.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RemoteBuild {
  /** Folder name, e.g. `mf-auth`; served at `/remotes/mf-auth/`. */
  name: string;
  distDir: string;
}

export function findShellDist(staticRoot: string): string | null {
  const dist = path.join(staticRoot, 'shell', 'dist');
  return fs.existsSync(path.join(dist, 'index.html')) ? dist : null;
}

export function discoverRemotes(staticRoot: string): RemoteBuild[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(staticRoot, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isDirectory() && /^mf-[a-z0-9-]+$/.test(e.name))
    .map((e) => ({ name: e.name, distDir: path.join(staticRoot, e.name, 'dist') }))
    .filter((r) => fs.existsSync(r.distDir))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `/config.json` remotes: key is the folder name with `-` turned into `_` (federation names). */
export function remoteManifestUrls(
  remotes: RemoteBuild[],
  overrides: Record<string, string>,
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const remote of remotes) {
    urls[remote.name.replaceAll('-', '_')] = `/remotes/${remote.name}/mf-manifest.json`;
  }
  return { ...urls, ...overrides };
}
