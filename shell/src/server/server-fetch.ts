import type { ApiAnswer, ServerRendererOptions } from './render-types';

/** The made-up origin the remotes' server builds are addressed by (render-types.ts). */
export const SERVER_FILES_ORIGIN = 'http://ssr.internal';

/** The API calls of the render under way; one render at a time (the i18n language is global). */
let apiCalls: ((path: string) => Promise<ApiAnswer>) | null = null;

export function routeApiCalls(fetchApi: ((path: string) => Promise<ApiAnswer>) | null): void {
  apiCalls = fetchApi;
}

/**
 * Everything a render fetches goes through here, in the renderer's own worker thread (the API's
 * `fetch` is untouched):
 * - the remotes' server entries and chunks, which the federation runtime on Node fetches with
 *   the global `fetch` (its entry loader takes no hook): answered by `readFile`;
 * - the components' own API calls (`/api/v1/...`, made by shared's api-client exactly as in the
 *   browser): answered by the API thread, which allows only the public reads.
 */
export function installServerFetch(readFile: ServerRendererOptions['readFile']): void {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('/api/v1/')) {
      if (!apiCalls || (init?.method ?? 'GET') !== 'GET') {
        return new Response('{"detail":"Not available to the server render"}', { status: 403 });
      }
      const answer = await apiCalls(url.slice('/api/v1'.length));
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (!url.startsWith(`${SERVER_FILES_ORIGIN}/`)) return networkFetch(input, init);
    const text = await readFile(url);
    return text === null
      ? new Response('', { status: 404 })
      : new Response(text, { status: 200, headers: { 'content-type': 'text/javascript' } });
  };
}
