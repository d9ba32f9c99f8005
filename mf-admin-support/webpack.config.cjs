const { createWebpackConfig } = require('@storefront/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_admin_support',
  exposes: { './App': './src/remote-entry.tsx' },
  port: 3109,
});
