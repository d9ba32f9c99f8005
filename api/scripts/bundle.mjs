// `pnpm --filter api run build`: the API as plain ES modules in dist/, the server beside its
// image process and its page renderer, with its TypeScript and the shared package's compiled
// in and every other package left to Node. `npm start` runs this build: from the sources, each
// start loaded some 400 TypeScript modules through tsx's loader thread (and again in the
// renderer's worker), about two thirds of the CPU a start took. Tests keep the sources.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist');

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'image-process': 'src/lib/image-process/child.ts',
    'render-worker': 'src/plugins/app/public-pages/render-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // src/lib/entry-points.ts: where the image process and the renderer are, and the API's folder.
  define: { API_BUNDLE: 'true' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-packages',
      setup(bundler) {
        // A package is loaded by Node from node_modules, native addons and WebAssembly with it;
        // only the workspace's own TypeScript (@storefront/shared) is compiled in.
        bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@storefront/') ? undefined : { external: true },
        );
      },
    },
  ],
});
writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
