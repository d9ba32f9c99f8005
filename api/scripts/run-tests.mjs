// Runs the API tests: test/**/*.test.ts, or the files given as arguments.
//
// By default every file is imported into ONE test process. Each suite still gets its own fresh
// database (see test/helpers/app.ts); what is shared is the process, which saves loading
// Fastify, tsx and PGlite's WebAssembly once per file: on 2 cores that is two thirds of the CPU
// time of the run. `--isolate` runs each file in its own process instead (slower, for hunting
// a test that leaks state). Node 20's runner expands no globs and ignores .ts files by itself,
// hence this script.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const isolate = argv.includes('--isolate');
const given = argv.filter((a) => a !== '--isolate');
const files = (
  given.length > 0
    ? given
    : fs
        .readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => path.join('test', f))
).sort();

let entries = files;
let entryFile;
if (!isolate) {
  entryFile = path.join(os.tmpdir(), `storefront-api-tests-${process.pid}.mjs`);
  const imports = files.map((f) => `import '${pathToFileURL(path.resolve(root, f)).href}';`);
  fs.writeFileSync(entryFile, `${imports.join('\n')}\n`);
  entries = [entryFile];
}

// A hung test (an unclosed database keeps the event loop alive) fails instead of blocking CI.
// The runner applies the timeout to each file as a whole too, and in one process the whole run
// is one file: there it grows with the number of files (each suite runs once per database).
const timeout = isolate ? 120_000 : Math.max(120_000, files.length * 15_000);
const args = ['--import', 'tsx', '--test', '--test-concurrency=1', `--test-timeout=${timeout}`];
const result = spawnSync(process.execPath, [...args, ...entries], { cwd: root, stdio: 'inherit' });
if (entryFile) fs.rmSync(entryFile, { force: true });
process.exit(result.status ?? 1);
