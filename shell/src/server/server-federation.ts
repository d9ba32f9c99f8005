import type { ServerRendererOptions } from './render-types';

/** The made-up origin the remotes' server builds are addressed by (render-types.ts). */
export const SERVER_FILES_ORIGIN = 'http://ssr.internal';

/**
 * The federation runtime on Node fetches a remote's server entry and chunks with the global
 * `fetch` (its entry loader takes no fetch hook). Addresses on SERVER_FILES_ORIGIN are answered
 * from `readFile` (the API's static root, where each remote is deployed) instead of the network.
 * This runs in the renderer's own worker thread: the API's `fetch` is untouched.
 */
export function serveServerFiles(readFile: ServerRendererOptions['readFile']): void {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${SERVER_FILES_ORIGIN}/`)) return networkFetch(input, init);
    const text = await readFile(url);
    return text === null
      ? new Response('', { status: 404 })
      : new Response(text, { status: 200, headers: { 'content-type': 'text/javascript' } });
  };
}
