const { createWebpackConfig } = require('@storefront/shared/webpack');
const { createServerWebpackConfig } = require('@storefront/shared/server-webpack');

const federation = {
  dir: __dirname,
  name: 'mf_storefront',
  exposes: { './App': './src/remote-entry.tsx' },
};

// The browser build, and the server build the API renders the public pages with (issue 21).
module.exports = [
  // Public pages, mostly first loads (shared/build/create-webpack-config.cjs).
  createWebpackConfig({ ...federation, port: 3107, onePageOneChunk: true }),
  createServerWebpackConfig(federation),
];
