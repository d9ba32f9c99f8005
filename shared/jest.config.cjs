module.exports = require('./build/create-jest-config.cjs').createJestConfig(__dirname);
