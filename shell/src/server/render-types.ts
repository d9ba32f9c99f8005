/** The contract between the API's public-pages plugin and the shell's server build. */
export interface ServerRendererOptions {
  /** The federation name and server entry URL of each remote (`http://ssr.internal/...`). */
  remotes: Record<string, string>;
  /** Reads a server-build file by the URL the runtime asks for; null when there is none. */
  readFile(url: string): Promise<string | null>;
}

export interface RenderRequest {
  /** Path and query, e.g. '/products/5?city=2'. */
  url: string;
  language: 'ru' | 'en';
  /** A public API call's JSON by its path below /api/v1 ('/shop/products/5?city_id=2'). */
  fetchJson(path: string): Promise<unknown>;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The JSON the page was rendered from, by SWR key: the browser's first render reads it. */
  data: Record<string, unknown>;
}
