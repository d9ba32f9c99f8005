// The shell is the federation host: no exposes, served from the origin root. Remote locations
// are not listed here; they come from /config.json at run time (src/config/runtime-config.ts).
const path = require('node:path');
const { createWebpackConfig } = require('@storefront/shared/webpack');
const { createServerWebpackConfig } = require('@storefront/shared/server-webpack');

module.exports = [
  createWebpackConfig({
    dir: __dirname,
    name: 'shell',
    runtimePlugins: [
      require.resolve('./src/federation/runtime-for-remotes-plugin.ts'),
      require.resolve('./src/federation/remote-error-plugin.ts'),
    ],
    port: 3100,
    favicon: path.join(__dirname, 'public', 'favicon.svg'),
    // Loaded only by the screens that need them (dialogs, menus, tables).
    lazyShared: ['@storefront/shared/mui/overlays', '@storefront/shared/mui/data'],
  }),
  // The public pages' HTML, rendered by the API (issue 21).
  createServerWebpackConfig({
    dir: __dirname,
    name: 'shell',
    entry: './src/server/render-page.ts',
  }),
];
