// Redeploys ONE remote into a static root while shells are running, without rebuilding the shell.
//
//   node scripts/deploy-remote.mjs <remote> --to <static-root> [--from <dist-dir>]
//
//   <remote>       a remote package of this repository: mf-auth, mf-customer, mf-admin-users...
//   --to           the folder served as the site: <to>/shell/dist/ and <to>/mf-*/dist/ (the API's
//                  STATIC_ROOT, or the folder nginx serves in production)
//   --from         the remote's fresh build; default <repo>/<remote>/dist
//
// Example: rebuild mf-customer alone, then deploy it into the root nginx serves:
//   npx --yes pnpm@12.21.0 --filter mf-customer run build
//   node scripts/deploy-remote.mjs mf-customer --to /srv/storefront
//
// The shell reads /config.json and each remote's mf-manifest.json at run time, so the new build is
// live for every page that loads the manifest after this script ends; nothing else is restarted.
// The order of writes is what keeps running shells working:
//   1. content-hashed files (chunks, their maps and licences) that are not there yet. Files of
//      earlier builds are KEPT: a page that fetched the old manifest or remoteEntry.js a moment
//      ago still asks for the old chunk names, and must get them (otherwise: ChunkLoadError).
//   2. the other files (the standalone page, mf-stats.json, then remoteEntry.js): they name
//      only chunks that step 1 already wrote.
//   3. mf-manifest.json, last: from then on, shells load the new build.
// Every file is written to a temporary name beside its target and renamed over it (atomic on
// one file system), so no reader ever sees half a file: a truncated chunk would otherwise be
// cached for a year under its immutable name.
//
// Known gap: remoteEntry.js keeps its name across builds. A page that fetched the old manifest
// just before step 2 and remoteEntry.js just after it runs the NEW entry beside the OLD expose
// chunk its manifest had it preload (kept, so it loads; the new entry then takes that chunk as
// loaded). Content-hashed entry names, pinned by the manifest, would close that window.
//
// Nothing is ever deleted, so the remote's folder grows by one build per deploy. Pruning is a
// separate, later step, not implemented: e.g. `--prune-older-than <days>` would delete hashed
// files that no build deployed within <days> names. It must go by the deploy time of the builds
// that name a file (a record kept per deploy), never by file mtimes: a chunk unchanged across
// builds keeps its old mtime and is still in use. <days> must exceed the longest time a tab stays
// open without reloading.
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { frontEndPackages } from './lib/build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST = 'mf-manifest.json';
const USAGE = 'node scripts/deploy-remote.mjs <remote> --to <static-root> [--from <dist-dir>]';

class Refusal extends Error {}

/**
 * Whether a name carries webpack's [contenthash:8]: a hex segment of 8+ characters. Wider than
 * the API's cache rule (api/src/plugins/app/static-hosting/cache-policy.ts), which leaves out
 * pure-digit segments and so serves e.g. `8178.56602425.js` as no-cache: here the rule only
 * decides that a file goes before the entries that name it and that an identical one is kept.
 */
function hasContentHash(name) {
  return name
    .split(/[.-]/)
    .slice(0, -1)
    .some((s) => /^[0-9a-f]{8,64}$/i.test(s));
}

/** remoteEntry.js names the chunks, the manifest names remoteEntry.js: they go last. */
function entryOrder(a, b) {
  return (
    Number(basename(a).startsWith('remoteEntry')) - Number(basename(b).startsWith('remoteEntry'))
  );
}

/** Relative paths of the files below `dir`; dot files (build stamps, our temp files) left out. */
function listFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, path) : [path];
    });
}

/** Copies to a temporary name, flushes, renames over the target. The copy gets a new mtime,
 * which is what makes the served ETag and Last-Modified change with the content. */
function writeAtomically(source, target) {
  mkdirSync(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.deploy-${process.pid}-${basename(target)}`);
  try {
    copyFileSync(source, temp);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
}

function sameContent(a, b) {
  return readFileSync(a).equals(readFileSync(b));
}

function parse(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { to: { type: 'string' }, from: { type: 'string' } },
    });
  } catch (error) {
    throw new Refusal(`${error.message}\nИспользование: ${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || !values.to) throw new Refusal(`Использование: ${USAGE}`);
  return { remote: positionals[0], to: resolve(values.to), from: values.from };
}

function checkedSource(remote, from) {
  const remotes = frontEndPackages(root).filter((name) => name !== 'shell');
  if (!remotes.includes(remote)) {
    throw new Refusal(`Неизвестный удалённый модуль «${remote}»; есть: ${remotes.join(', ')}`);
  }
  const source = resolve(from ?? join(root, remote, 'dist'));
  const manifestPath = join(source, MANIFEST);
  if (!existsSync(manifestPath)) {
    throw new Refusal(`В ${source} нет ${MANIFEST}: сначала соберите ${remote}`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // A build of another remote deployed under this name would replace it for every shell.
  const expected = remote.replaceAll('-', '_');
  if (manifest.name !== expected) {
    throw new Refusal(`${manifestPath} описывает «${manifest.name}», а не «${expected}»`);
  }
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry || !existsSync(join(source, entry))) {
    throw new Refusal(`В ${source} нет входного файла ${entry ?? 'remoteEntry'} из манифеста`);
  }
  return source;
}

function checkedTarget(to, remote, source) {
  if (!existsSync(join(to, 'shell', 'dist', 'index.html'))) {
    throw new Refusal(`${to} не корень статики: в нём нет shell/dist/index.html`);
  }
  const target = join(to, remote, 'dist');
  if (existsSync(target) && realpathSync(target) === realpathSync(source)) {
    throw new Refusal(`Сборка уже лежит в ${target}: укажите другой --from или --to`);
  }
  return target;
}

function deploy(source, target) {
  const files = listFiles(source);
  const hashed = files.filter((file) => hasContentHash(basename(file)));
  const entries = files
    .filter((file) => !hasContentHash(basename(file)) && file !== MANIFEST)
    .sort(entryOrder);
  const counts = { added: 0, kept: 0, replaced: 0 };

  for (const file of hashed) {
    const to = join(target, file);
    if (existsSync(to) && sameContent(join(source, file), to)) {
      counts.kept += 1;
      continue;
    }
    // A hashed name with other bytes would be a build defect; the new bytes win, loudly.
    if (existsSync(to)) console.warn(`! ${file}: то же имя, другое содержимое — заменён`);
    writeAtomically(join(source, file), to);
    counts.added += 1;
  }
  for (const file of entries) {
    writeAtomically(join(source, file), join(target, file));
    counts.replaced += 1;
  }
  writeAtomically(join(source, MANIFEST), join(target, MANIFEST));
  return counts;
}

function main() {
  const { remote, to, from } = parse(process.argv.slice(2));
  const source = checkedSource(remote, from);
  const target = checkedTarget(to, remote, source);
  const fresh = !existsSync(join(target, MANIFEST));
  const { added, kept, replaced } = deploy(source, target);
  console.log(
    `${remote} → ${relative(process.cwd(), target) || '.'}: новых файлов ${added}, ` +
      `уже было ${kept}, входных обновлено ${replaced}, ${MANIFEST} заменён последним`,
  );
  // The API lists the remotes in /config.json when it starts.
  if (fresh) console.log(`Первое развёртывание ${remote}: перезапустите API, чтобы его увидеть`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Refusal ? error.message : error);
  process.exit(error instanceof Refusal ? 2 : 1);
}
