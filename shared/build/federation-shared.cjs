// The one list of federation singletons (ARCHITECTURE section 2). Every webpack config takes
// its `shared` map from here, so the shell and the remotes can never disagree on it.
const fs = require('node:fs');
const path = require('node:path');
const sharedPackage = require('../package.json');

// Share keys match exactly: a subpath import needs its own entry.
//
// @mui/material itself is NOT shared: a shared module is not tree-shaken, and the whole of it
// is ~150 KB gzip, half the first-load budget. Client code takes MUI from three shared groups
// instead (`@storefront/shared/mui/core`, `/overlays`, `/data`, lint-enforced): one instance of
// each, loaded when first needed. emotion and MUI's context modules are shared as well, so a
// theme or style cache is one instance even for MUI code reached outside the groups.
// Measured with bench/first-load.ts (gzip -9 of JS): first load of / 341 -> 251 KB, of /login
// until the form is usable 374 -> 284 KB. Sharing @mui/system's subpaths one by one measured
// worse (many small shared chunks cost more than the duplicates they replace).
//
// react-router-dom is not shared either, for the same reason: `@storefront/shared/router` is
// the one shared module holding the routing the apps use (lint-enforced), ~48 -> ~KB brotli.
const LIBRARY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@mui/system/DefaultPropsProvider',
  '@mui/system/RtlProvider',
  // Context-free, but it brings emotion's serializer and cache: one copy instead of one per build.
  '@mui/styled-engine',
  'zustand',
  'swr',
  // One i18n instance for the shell and every remote (ARCHITECTURE 4): its language and the
  // messages each remote registers live in one place. (React binding: shared/i18n's own.)
  'i18next',
];

/** Where a singleton's version comes from when it is not a direct dependency (none today). */
const VERSION_SOURCE = {};

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Modules of `shared` with no state of their own: constants, types, pure functions (the ones the
 * API may import, and formatting), hooks, and the UI kit's components. Each build bundles what it
 * uses of them, tree-shaken, instead of sharing them: one copy of a constant or a component is as
 * good as another, and a shared module costs a chunk of its own (a request of ~1 KB where half
 * was headers, a dozen on a storefront page: issue 21's 200 KB budget) and an entry in every
 * build's federation tables. Shared (ONE instance everywhere) stay the libraries above, the MUI
 * groups and the router (they carry the libraries' contexts), and every module that holds state:
 * the API client, the auth and theme stores, i18n, SWR's config, the flash store, the server
 * state. A new module is shared unless it is listed here: forgetting costs bytes, not a bug.
 */
const STATELESS_MODULES = new Set([
  'limits',
  'text-safety',
  'validation/email',
  'validation/coupon-rules',
  'search-text',
  'permissions',
  'activity',
  'images',
  'images/image-src',
  'money',
  'pricing',
  'remote-contract',
  // Routers for the server and tests; the react-router they use is the build's one copy.
  'router/static',
  'format/date',
  'format/number',
  'format/money',
  'validation',
  'referral',
  'forms',
  'forms/submit',
  'forms/message-box',
  'hooks/use-debounced-value-commit',
  'hooks/use-url-query',
  'hooks/use-list-params',
  'hooks/use-revalidate',
  'data/list-call',
  'hooks/use-value-set-before-hydration',
  // Its state is the shell's copy's; remotes reach it by window events.
  'navigation/leave-watch',
  'routing/route-id',
  // Test-only helpers that name a remote's own entry: never bundled, never shared.
  'testing/admin-app',
  'testing/own-remote-entry',
  'ui/below-the-fold',
  'ui/lazy-export',
  'ui/responsive-image',
  'ui/square-image',
  'ui/stub-page',
  'ui/test-mode-notice',
  'ui/text-area',
  'ui/text-input',
  'ui/admin/actions-menu',
  'ui/admin/admin-routes',
  'ui/admin/confirm-dialog',
  'ui/admin/date-field',
  'ui/admin/flash-snackbar',
  'ui/admin/form-dialog',
  'ui/admin/form-dialog-actions',
  'ui/admin/icons',
  'ui/admin/list-state',
  'ui/admin/list-toolbar',
  'ui/admin/list/filter-bar',
  'ui/admin/list/filtered-list',
  'ui/admin/list/list-frame',
  'ui/admin/list/query',
  'ui/admin/list/texts',
  'ui/admin/lazy-not-found-page',
  'ui/admin/not-found-page',
  'ui/admin/page-header',
  'ui/admin/pager',
  'ui/admin/row-actions',
  'ui/admin/row-layout',
  'ui/admin/search-field',
  'ui/admin/section-tabs',
  'ui/admin/select-field',
  'ui/admin/signed-amount',
  'ui/admin/status-chip',
]);

/**
 * The API's contract (TypeBox schemas, `./contract/*`): the API imports it at run time, the
 * browser code its `Static<>` types only (`import type`, checked by shared's contract test), so
 * it is never shared, and TypeBox never enters a browser build.
 */
const CONTRACT_EXPORT = './contract/*';

/** Every other source module `shared` exports: the ones with state, ONE instance everywhere. */
function sharedPackageEntries() {
  return Object.entries(sharedPackage.exports)
    .filter(([, target]) => target.startsWith('./src/') && !target.includes('*'))
    .map(([subpath]) => `${sharedPackage.name}/${subpath.slice(2)}`);
}

/**
 * @param {string} appDir folder of the app whose package.json pins the versions
 * @param {string[]} extraModules shared-package modules addressed through a wildcard export
 */
function federationShared(appDir, extraModules = []) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  const shared = {};
  for (const name of LIBRARY_SINGLETONS) {
    const dependency = VERSION_SOURCE[name] ?? packageName(name);
    shared[name] = { singleton: true, requiredVersion: dependencies[dependency] ?? false };
  }
  const ownModules = [
    ...sharedPackageEntries(),
    ...extraModules.map((m) => `${sharedPackage.name}/${m}`),
  ].filter((name) => !STATELESS_MODULES.has(name.slice(sharedPackage.name.length + 1)));
  for (const name of ownModules) {
    shared[name] = { singleton: true, requiredVersion: `^${sharedPackage.version}` };
  }
  return shared;
}

/**
 * Modules of `shared` addressed through a wildcard export (`./ui/*`, `./ui/admin/*`): every
 * non-test file its target pattern matches, so a new file there is shared like the listed ones.
 */
function wildcardModules() {
  const modules = [];
  for (const [subpath, target] of Object.entries(sharedPackage.exports)) {
    if (!subpath.includes('*') || !target.startsWith('./src/')) continue;
    if (subpath === CONTRACT_EXPORT) continue;
    const [dir, suffix] = target.split('*');
    for (const file of fs.readdirSync(path.join(__dirname, '..', dir))) {
      if (!file.endsWith(suffix) || /\.test\./.test(file)) continue;
      modules.push(subpath.slice(2).replace('*', file.slice(0, -suffix.length)));
    }
  }
  return modules;
}

const SHARED_WILDCARD_MODULES = wildcardModules();

module.exports = { federationShared, SHARED_WILDCARD_MODULES, LIBRARY_SINGLETONS };
