/**
 * What a server-rendered page hands its scripts (issue 21): the language and theme it was
 * rendered in and the JSON it was rendered from, by SWR key, in `<script id="ssr-state" type="application/json">`
 * after #root (written by the API's public-pages plugin). The first render in the browser reads
 * the same data, so it produces the same markup and React takes it over without a fetch.
 */
import { type Key, type Middleware, unstable_serialize } from 'swr';
import type { ThemeMode } from '../theme/theme-store';

export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

export interface ServerState {
  /**
   * The address the page was rendered at: the visitor's, with the city the server settled on
   * added when it had none (`?city=`), so the first render in the browser reads the same city.
   */
  url: string;
  language: string;
  /** The theme it was drawn in: the `theme` cookie's, dark without one. */
  theme: ThemeMode;
  data: Record<string, unknown>;
}

export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerState>;
    if (
      typeof state.url !== 'string' ||
      typeof state.language !== 'string' ||
      typeof state.data !== 'object' ||
      !state.data
    ) {
      return null;
    }
    const theme = state.theme === 'light' ? 'light' : 'dark';
    return { url: state.url, language: state.language, theme, data: state.data };
  } catch {
    return null;
  }
}

/** How long the server's data counts as just read: the page's first mounts, not a later visit. */
export const SERVER_DATA_FRESH_MS = 10_000;

/**
 * The page's data is fresh (the server read it a moment ago): while the page is being taken
 * over, a component mounting with one of its keys does not ask again. Later mounts, focus and
 * reconnect revalidate as always (spec section 4).
 */
export function trustServerData(
  data: Record<string, unknown>,
  now: () => number = Date.now,
): Middleware {
  const keys = new Set(Object.keys(data));
  const until = now() + SERVER_DATA_FRESH_MS;
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh = now() < until && keys.has(unstable_serialize(key as Key));
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
