// The front-end builds as files: a private static root to serve, a remote rebuilt on its own and
// deployed with scripts/deploy-remote.mjs, and snapshots that tell whether a folder changed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './product';

/**
 * A temporary static root (`<root>/shell/dist` and a `<root>/mf-x/dist` per remote) holding
 * copies of the repository's builds, so a test can deploy into it without touching the `dist/`
 * folders other tests use.
 */
export function copyBuildsToStaticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'storefront-e2e-static-'));
  for (const name of readdirSync(REPO_ROOT)) {
    const dist = join(REPO_ROOT, name, 'dist');
    if ((name === 'shell' || name.startsWith('mf-')) && existsSync(dist)) {
      cpSync(dist, join(root, name, 'dist'), { recursive: true });
    }
  }
  assert.ok(
    existsSync(join(root, 'shell', 'dist', 'index.html')),
    'build the front ends first: npm test -- build e2e',
  );
  return root;
}

export interface Run {
  code: number | null;
  output: string;
}

/** Runs a command to its end, keeping what it prints. */
export function run(command: string, args: string[], cwd: string, env = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
  });
}

/**
 * Builds one remote into `outDir` as its package's `build` script does (webpack's own
 * --output-path, so its `dist/` stays as it is). BUILD_MARKER makes the chunks new.
 */
export async function buildRemote(remote: string, outDir: string, marker: string): Promise<void> {
  const cwd = join(REPO_ROOT, remote);
  const webpack = join(cwd, 'node_modules', '.bin', 'webpack');
  const args = ['--mode', 'production', '--output-path', outDir];
  const { code, output } = await run(webpack, args, cwd, { BUILD_MARKER: marker });
  assert.equal(code, 0, `webpack ${remote}:\n${output.slice(-3000)}`);
}

/** `node scripts/deploy-remote.mjs <remote> --to <root> [--from <dir>]` */
export function deployRemote(remote: string, staticRoot: string, from?: string): Promise<Run> {
  const args = ['scripts/deploy-remote.mjs', remote, '--to', staticRoot];
  return run(process.execPath, from ? [...args, '--from', from] : args, REPO_ROOT);
}

/** Relative path → size and mtime of every file below `dir`. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stats = statSync(path);
        files.set(relative(dir, path), `${stats.size}:${stats.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

interface ManifestAssets {
  assets: { js: { sync: string[]; async: string[] } };
}

export interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: ManifestAssets[];
  exposes: ManifestAssets[];
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** Every script a manifest names: the exposes' and the shared modules' chunks. */
export function manifestChunks(manifest: Manifest): string[] {
  return [...manifest.exposes, ...manifest.shared].flatMap(({ assets }) => [
    ...assets.js.sync,
    ...assets.js.async,
  ]);
}
