/**
 * The API has three entry points: the server, its image process and its page renderer (a
 * worker thread). From the sources (tests, `pnpm --filter api start`) the two others are
 * TypeScript loaded through tsx; in the build `npm start` runs (scripts/bundle.mjs, which
 * defines API_BUNDLE), they are plain modules beside the server's.
 */
declare const API_BUNDLE: boolean | undefined;

const BUNDLED = typeof API_BUNDLE !== 'undefined' && API_BUNDLE;

/** The API's own folder (api/): from src/lib in the sources, from dist/ in the build. */
export const API_ROOT = BUNDLED
  ? new URL('..', import.meta.url)
  : new URL('../..', import.meta.url);

/** The image process: its module, and the flags it needs to load it. */
export const IMAGE_PROCESS = BUNDLED
  ? { module: new URL('./image-process.mjs', import.meta.url), execArgv: [] as string[] }
  : {
      module: new URL('./image-process/child.ts', import.meta.url),
      execArgv: ['--import', import.meta.resolve('tsx')],
    };

/** The page renderer's worker module (from the sources, one that registers tsx first). */
export const RENDER_WORKER = BUNDLED
  ? new URL('./render-worker.mjs', import.meta.url)
  : new URL('../plugins/app/public-pages/render-worker-entry.mjs', import.meta.url);
