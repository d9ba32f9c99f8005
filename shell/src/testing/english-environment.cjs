// The test environment of a visitor who chose English earlier: the choice is in localStorage
// before any module runs, so shared's i18next instance starts in English with no English
// message loaded yet, as in the browser before `startShell` has loaded them.
const path = require('node:path');

// Shared's environment for every client package (not in its exports map: found beside the
// jest config that names it).
const BrowserLikeEnvironment = require(
  path.join(
    path.dirname(require.resolve('@storefront/shared/jest-config')),
    'jest-environment.cjs',
  ),
);

class EnglishVisitorEnvironment extends BrowserLikeEnvironment {
  async setup() {
    await super.setup();
    this.global.localStorage.setItem('language', 'en');
  }
}

module.exports = EnglishVisitorEnvironment;
