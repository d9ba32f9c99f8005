// One jest setup for every client package: SWC transform, jsdom with Node's fetch classes,
// jest-dom matchers.
const path = require('node:path');

/**
 * jest's resolver knows no package self-reference, and shared's modules import each other by
 * package name (so federation can hand every build the same instance): map the exports.
 */
function sharedModuleMapper() {
  const { name, exports } = require('../package.json');
  const mapper = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (!target.startsWith('./src/') || subpath.includes('*')) continue;
    mapper[`^${name}/${subpath.slice(2)}$`] = path.join(__dirname, '..', target);
  }
  mapper[`^${name}/ui/(.*)$`] = path.join(__dirname, '..', 'src', 'ui', '$1');
  return mapper;
}

/** @param {string} rootDir the package folder */
function createJestConfig(rootDir) {
  return {
    rootDir,
    moduleNameMapper: sharedModuleMapper(),
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
  };
}

module.exports = { createJestConfig };
