// One jest setup for every client package: SWC transform, jsdom with Node's fetch classes,
// jest-dom matchers.
const fs = require('node:fs');
const path = require('node:path');

/**
 * jest's resolver knows no package self-reference, and shared's modules import each other by
 * package name (so federation can hand every build the same instance): map the exports.
 */
function sharedModuleMapper() {
  const { name, exports } = require('../package.json');
  const mapper = {};
  // Sources, and the node-only TypeScript helpers of build/ that tests import (check-messages).
  const entries = Object.entries(exports).filter(
    ([, target]) => target.startsWith('./src/') || /^\.\/build\/.+\.ts$/.test(target),
  );
  for (const [subpath, target] of entries) {
    if (subpath.includes('*')) continue;
    mapper[`^${name}/${subpath.slice(2)}$`] = path.join(__dirname, '..', target);
  }
  // Wildcards after the exact entries, the longest prefix first (`ui/admin/*` before `ui/*`).
  const wildcards = entries.filter(([subpath]) => subpath.includes('*'));
  wildcards.sort(([a], [b]) => b.length - a.length);
  for (const [subpath, target] of wildcards) {
    const pattern = subpath.slice(2).replace('*', '(.*)');
    mapper[`^${name}/${pattern}$`] = path.join(__dirname, '..', target.replace('*', '$1'));
  }
  return mapper;
}

/**
 * `testing/own-remote-entry` is the remote under test's own `./App`, so the shared test helpers
 * (`testing/admin-app`) mount it without a copy of themselves in every remote.
 */
function ownRemoteEntry(rootDir) {
  const entry = path.join(rootDir, 'src', 'remote-entry.tsx');
  const { name } = require('../package.json');
  return fs.existsSync(entry) ? { [`^${name}/testing/own-remote-entry$`]: entry } : {};
}

/** @param {string} rootDir the package folder */
function createJestConfig(rootDir) {
  return {
    rootDir,
    moduleNameMapper: { ...sharedModuleMapper(), ...ownRemoteEntry(rootDir) },
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
    restoreMocks: true,
    // jest's default is one worker fewer than the cores, keeping one for its main thread, which
    // only waits: on this 2-core machine that left a core idle (mf-admin-users: 48 s → 32 s).
    maxWorkers: '100%',
    // A whole form walked through with user-event (the six-step coupon wizard) takes seconds in
    // jsdom; with both cores running suites it can pass jest's 5 s default without being stuck.
    testTimeout: 20_000,
  };
}

module.exports = { createJestConfig };
