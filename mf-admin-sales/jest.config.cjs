const base = require('@storefront/shared/jest-config').createJestConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
};
