// Runs the API tests: test/**/*.test.ts, or the files given as arguments.
//
// By default every file is imported into ONE test process. Each suite still gets its own fresh
// database (see test/helpers/app.ts); what is shared is the process, which saves loading
// Fastify, tsx and PGlite's WebAssembly once per file: on 2 cores that is two thirds of the CPU
// time of the run. `--isolate` runs each file in its own process instead (slower, for hunting
// a test that leaks state). Node 20's runner expands no globs and ignores .ts files by itself,
// hence this script.
//
// With DATABASE_URL set, the suites run on PGlite and on PostgreSQL. PGlite works on the test
// process's own thread while a PostgreSQL suite mostly waits for the server, so they run as
// processes side by side: the embedded ones (every file, in one process per core: API_TEST_SHARDS
// overrides; the server process counts as one) and the server one (the files that test on PostgreSQL), each narrowed by
// API_TEST_BACKENDS (test/helpers/databases.ts). A suite
// run once rather than per backend (the fuzz test) goes to the server process. Their outputs are
// printed one after the other, not interleaved.
import { spawn } from 'node:child_process';
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

/** A file with suites on PostgreSQL: it asks for backends or reads DATABASE_URL itself. */
const testsPostgres = (file) =>
  /backends\(\)|oneBackend\(\)|process\.env\.DATABASE_URL/.test(
    fs.readFileSync(path.resolve(root, file), 'utf8'),
  );

/** Runs `runFiles` in one node test process; resolves its exit code and output. */
function runNodeTests(runFiles, env) {
  let entries = runFiles;
  let entryFile;
  if (!isolate) {
    entryFile = path.join(os.tmpdir(), `storefront-api-tests-${process.pid}-${Math.random()}.mjs`);
    const imports = runFiles.map((f) => `import '${pathToFileURL(path.resolve(root, f)).href}';`);
    fs.writeFileSync(entryFile, `${imports.join('\n')}\n`);
    entries = [entryFile];
  }
  // A hung test (an unclosed database keeps the event loop alive) fails instead of blocking
  // CI. The runner applies the timeout to each file as a whole too, and in one process the
  // whole run is one file: there it grows with the number of files.
  const timeout = isolate ? 120_000 : Math.max(120_000, runFiles.length * 15_000);
  const args = ['--import', 'tsx', '--test', '--test-concurrency=1', `--test-timeout=${timeout}`];
  const child = spawn(process.execPath, [...args, ...entries], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (entryFile) fs.rmSync(entryFile, { force: true });
      resolve({ code: code ?? 1, output });
    });
  });
}

/**
 * The embedded suites in `count` processes of about equal weight (a file's size stands for its
 * cost), heaviest first into the lightest: PGlite keeps its process's thread busy, so without
 * PostgreSQL suites beside them two processes keep both cores busy. Each process pays Fastify's,
 * tsx's and PGlite's loading once (~5 s), far less than a core left idle for the whole run.
 */
function shards(runFiles, count) {
  const weighed = runFiles
    .map((file) => ({ file, weight: fs.statSync(path.resolve(root, file)).size }))
    .sort((a, b) => b.weight - a.weight);
  const groups = Array.from({ length: Math.min(count, runFiles.length) }, () => ({
    files: [],
    weight: 0,
  }));
  for (const { file, weight } of weighed) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.map((g) => g.files.sort());
}

const serverFiles = process.env.DATABASE_URL ? files.filter(testsPostgres) : [];
const split = serverFiles.length > 0 ? { API_TEST_SPLIT: '1' } : {};
// One process per core, the PostgreSQL process counted: a third CPU-bound process on two cores
// slowed every process, the server's suites most (PostgreSQL's own work waits behind them).
const cores = os.availableParallelism() - (serverFiles.length > 0 ? 1 : 0);
const shardCount = isolate ? 1 : Number(process.env.API_TEST_SHARDS ?? Math.max(1, cores));
const runs = shards(files, shardCount).map((shard) => ({
  name: `PGlite, ${shard.length} files`,
  run: () => runNodeTests(shard, { ...process.env, ...split, API_TEST_BACKENDS: 'pglite' }),
}));
if (serverFiles.length > 0) {
  runs.push({
    name: `PostgreSQL, ${serverFiles.length} files`,
    run: () =>
      runNodeTests(serverFiles, { ...process.env, ...split, API_TEST_BACKENDS: 'postgres' }),
  });
}
const results = await Promise.all(
  runs.map(async ({ name, run }) => {
    const started = Date.now();
    const result = await run();
    return { ...result, name, seconds: Math.round((Date.now() - started) / 1000) };
  }),
);
for (const { output } of results) process.stdout.write(output);
// What each process cost: the stage's time is the slowest one's.
for (const { name, seconds, code } of results) {
  process.stdout.write(`api tests (${name}): ${seconds} s${code === 0 ? '' : ', failed'}\n`);
}
// Not process.exit(): into a pipe a large write is still being flushed when it returns, and
// exiting cut the second run's report short (its tail and summary were lost to the counts).
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
