const base = require('@storefront/shared/jest-config').createJestConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
