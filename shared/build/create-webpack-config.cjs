// One webpack setup for the shell and every remote; each package passes only what differs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared, SHARED_WILDCARD_MODULES } = require('./federation-shared.cjs');
const { precompressPlugins } = require('./precompress-plugins.cjs');

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * `BUILD_MARKER=<label>` (optional) writes a `build <label>` comment at the top of every script.
 * Unchanged sources build to the same bytes, hence the same chunk names; the label makes a
 * rebuild a genuinely new deployment (new content, new hashes), which is what the
 * remote-redeploy browser test deploys. Unset, builds stay reproducible.
 */
class BuildMarkerPlugin {
  constructor(marker) {
    if (!/^[\w.-]{1,64}$/.test(marker)) {
      throw new Error(`BUILD_MARKER: только буквы, цифры, '.', '_' и '-' (до 64): ${marker}`);
    }
    this.marker = marker;
  }

  apply(compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: `build ${this.marker}`,
      test: /\.js$/,
      // After minification (which would drop or extract the comment) and before the real
      // content hashes are taken, so the chunk names change with the label.
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}

/**
 * The host's shared modules are eager (inside its entry chunk) except `lazy` ones: every first
 * load needs them all, and fetched one by one they were ~25 requests of 1-3 KB, each paying
 * its headers (issue 13's wire budget). Remotes still take them from the share scope, where
 * the host has put them before any remote loads.
 */
function hostShared(shared, lazy) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [
      name,
      lazy.includes(name) ? config : { ...config, eager: true },
    ]),
  );
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    },
  };
}

/** The shell's page, or a remote's standalone page in development. */
function htmlPage({ name, isRemote, favicon }) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    title: name === 'shell' ? 'Магазин' : `${name} (автономно)`,
    hash: true,
    favicon,
    // A remote's chunks resolve against its own location ('auto'), but its standalone
    // page is opened at deep addresses (/admin/users/5/edit): load the page's scripts
    // from the dev server's root, or they resolve below that address.
    ...(isRemote ? { publicPath: '/' } : {}),
  });
}

/**
 * @param {object} options
 * @param {string} options.dir the package folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name federation container name, e.g. 'mf_auth' or 'shell'
 * @param {Record<string,string>} [options.exposes] remotes: { './App': './src/remote-entry.tsx' }
 * @param {string[]} [options.runtimePlugins] host: federation runtime plugins
 * @param {number} options.port dev-server port
 * @param {string} [options.favicon] icon file; without one the browser's /favicon.ico request
 *   is a 404 logged as a console error on every first visit
 * @param {string[]} [options.lazyShared] host: the shared modules NOT bundled into its entry
 *   (see `hostShared`); remotes leave this unset and load every shared module lazily
 */
function createWebpackConfig({
  dir,
  name,
  exposes,
  runtimePlugins = [],
  port,
  favicon,
  lazyShared,
  onePageOneChunk = false,
}) {
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A deployed remote is its remoteEntry.js only, and it takes the federation runtime from
    // the shell (`externalRuntime`): its own copy was ~14 KB brotli of every first load (issue
    // 21's budget). Its standalone page (a host of its own, which needs that runtime) is
    // built by the dev server only (ARCHITECTURE 2: `pnpm --filter mf-x dev`).
    const deployedRemote = isRemote && production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: deployedRemote ? {} : './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes learn their own location at run time; the shell lives at the origin root.
        publicPath: isRemote ? 'auto' : '/',
        // Entry names stay plain (the federation runtime cannot hash them); chunks are hashed
        // and immutable, so a redeployed remote never serves a stale chunk under an old name.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // `dist/server/` is the server build's (create-server-webpack-config.cjs), built beside.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'] },
      module: { rules: [swcRule()] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes,
          shared: lazyShared
            ? hostShared(federationShared(dir, SHARED_WILDCARD_MODULES), lazyShared)
            : federationShared(dir, SHARED_WILDCARD_MODULES),
          // Only what has been loaded counts: an unreachable remote must not block start-up.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          experiments: {
            // The shell provides it: shell/src/federation/runtime-for-remotes-plugin.ts.
            ...(deployedRemote ? { externalRuntime: true } : {}),
            // A browser build: the runtime's code for loading scripts in Node is dropped.
            optimization: { target: 'web' },
          },
          // The shell's manifest too: benchmarks read which chunks carry each shared module.
          manifest: true,
          dts: false,
        }),
        ...(deployedRemote ? [] : [htmlPage({ name, isRemote, favicon })]),
        ...(process.env.BUILD_MARKER ? [new BuildMarkerPlugin(process.env.BUILD_MARKER)] : []),
        // The dev server compresses on the fly; brotli at its best level is for what is deployed.
        ...(production ? precompressPlugins() : []),
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        // `onePageOneChunk`: a page's code is one chunk, what it has in common with other pages
        // copied in rather than split out: on a first load every request pays its headers and
        // its round trip (issue 21's 200 KB and phone budget), and a public page is mostly a
        // first load, while a back-office is a long session where common chunks pay off.
        ...(onePageOneChunk ? { splitChunks: { maxAsyncRequests: 1 } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/health', '/config.json', '/remotes'], target: API_ORIGIN }],
      },
    };
  };
}

module.exports = { createWebpackConfig, swcRule };
