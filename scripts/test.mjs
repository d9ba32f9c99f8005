// `npm test`: every check of the product, in the order a failure is cheapest to find —
// typecheck, the contract's drift test, lint, unit tests, API tests (PGlite, and PostgreSQL when DATABASE_URL is set),
// the front-end builds, the browser tests against the product started like `npm start`, then the
// reliability and security suite against the production topology (nginx, two API replicas).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduct } from './lib/build.mjs';
import { cpuMeter, cpuText } from './lib/cpu-meter.mjs';
import { pnpm, pnpmCapturing } from './lib/pnpm.mjs';
import { countTests } from './lib/test-counts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const stages = [
  {
    name: 'typecheck',
    run: () => pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck'], { cwd: root }),
  },
  // The contract is one source: a field added to one schema alone fails the typecheck.
  {
    name: 'contract',
    tests: ['exec', 'node', '--test', '--test-reporter=spec', 'scripts/contract-drift.test.mjs'],
  },
  { name: 'lint', run: () => pnpm(['exec', 'biome', 'check', '.'], { cwd: root }) },
  {
    name: 'unit',
    // --no-bail: every package reports, so one run shows every failing suite. (One jest run over
    // all ten projects was tried: 6.1 min against 6.5 for these ten runs in the same quiet hour,
    // within the noise; each package's own report was kept.)
    tests: [
      '-r',
      '--workspace-concurrency=1',
      '--no-bail',
      '--filter=!api',
      '--filter=!e2e',
      '--filter=!bench',
      '--filter=!reliability',
      'run',
      'test',
    ],
  },
  { name: 'api', tests: ['--filter', 'api', 'run', 'test'] },
  { name: 'build', run: () => buildProduct(root), gate: true },
  { name: 'e2e', tests: ['--filter', 'e2e', 'run', 'test'] },
  // The production topology without containers: nginx, two API replicas, PostgreSQL, Redis.
  { name: 'reliability', tests: ['--filter', 'reliability', 'run', 'test'] },
];

async function main() {
  const started = Date.now();
  const cpu = cpuMeter();
  if ((await pnpm(['install', '--frozen-lockfile'], { cwd: root })) !== 0) process.exit(1);
  const totals = { passed: 0, failed: 0 };
  const failedStages = [];
  for (const stage of stages) {
    if (only.length > 0 && !only.includes(stage.name)) continue;
    console.log(`\n━━ ${stage.name} ━━`);
    const stageStarted = Date.now();
    const cpu = cpuMeter();
    let code;
    if (stage.tests) {
      const result = await pnpmCapturing(stage.tests, { cwd: root });
      const counts = countTests(result.output);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      code = result.code;
    } else {
      code = await stage.run();
    }
    // Each stage says what it costs: its time, and the machine's CPU it used meanwhile (a stage
    // near 100 % of the cores takes at least its core-minutes over the cores: lib/cpu-meter.mjs).
    const minutes = ((Date.now() - stageStarted) / 60000).toFixed(1);
    console.log(`━━ ${stage.name}: ${minutes} min${cpuText(cpu.stop())} ━━`);
    if (code !== 0) {
      failedStages.push(stage.name);
      // Browser tests against a product that did not build would only repeat the failure.
      if (stage.gate) break;
    }
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    `\nStages failed: ${failedStages.length ? failedStages.join(', ') : 'none'} (${minutes} min${cpuText(cpu.stop())})`,
  );
  console.log(`Summary: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedStages.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
