// Brotli and gzip copies of every text asset, written next to it at build time (`main.js.br`,
// `main.js.gz`), so the API (@fastify/static `preCompressed`) and nginx (`gzip_static`) send the
// best encoding a browser accepts without compressing anything per request, and at the highest
// levels, which would be far too slow per request.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_ASSETS = /\.(js|css|html|json|svg|txt)$/;

/**
 * Left uncompressed:
 * - source maps: only developer tools fetch them, and brotli at quality 11 would double the cost;
 * - the federation manifests: scripts/deploy-remote.mjs and deploy/seed-static-root.sh switch a
 *   remote to its new build by writing `mf-manifest.json` LAST. A `mf-manifest.json.br` would be
 *   written with the other files, before the entry it names, and a browser accepting brotli would
 *   see the new build early. They are small (~2 KB compressed) and fetched once per page.
 */
const NOT_COMPRESSED = /(\.map$|(^|\/)mf-(manifest|stats)\.json$)/;

function precompressPlugins() {
  const common = {
    test: TEXT_ASSETS,
    exclude: NOT_COMPRESSED,
    // Every matched asset gets both copies, even a tiny one that compression does not shrink:
    // a name without a content hash (remoteEntry.js, index.html) rebuilt without its copy would
    // leave the previous build's copy beside it, and servers would keep sending that stale one.
    minRatio: Number.POSITIVE_INFINITY,
  };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { precompressPlugins };
