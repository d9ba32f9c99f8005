module.exports = require('@storefront/shared/jest-config').createJestConfig(__dirname);
