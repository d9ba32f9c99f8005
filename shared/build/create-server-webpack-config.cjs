// The server build of a package (issue 21): the same sources compiled for Node, so the public
// pages can be rendered to HTML by the API through the federation runtime on Node, exactly as
// the browser composes them. Each package writes it to `dist/server/` beside its browser build;
// a remote's server build is deployed with its browser build, so a remote still ships alone.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcRule } = require('./create-webpack-config.cjs');
const { federationShared, SHARED_WILDCARD_MODULES } = require('./federation-shared.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the package folder
 * @param {string} options.name federation container name (the same as the browser build's)
 * @param {Record<string,string>} [options.exposes] a remote's exposes
 * @param {string} [options.entry] the host's render entry
 * @param {string[]} [options.runtimePlugins] extra federation runtime plugins
 */
function createServerWebpackConfig({ dir, name, exposes, entry, runtimePlugins = [] }) {
  return () => ({
    name: `${name}-server`,
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: entry ? { render: entry } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      // Chunks are fetched by the Node runtime below the entry's own address.
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'] },
    module: { rules: [swcRule()] },
    // Readable stacks in the API's log; the server does not pay for bytes on the wire.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.js' : undefined,
        exposes,
        shared: federationShared(dir, SHARED_WILDCARD_MODULES),
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...runtimePlugins,
        ],
        manifest: false,
        dts: false,
      }),
    ],
  });
}

module.exports = { createServerWebpackConfig };
