// One jest setup for every client package: SWC transform, jsdom with Node's fetch classes,
// jest-dom matchers.
const path = require('node:path');

/** @param {string} rootDir the package folder */
function createJestConfig(rootDir) {
  return {
    rootDir,
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
