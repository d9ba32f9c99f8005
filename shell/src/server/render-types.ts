/** The contract between the API's public-pages plugin and the shell's server build. */
export interface ServerRendererOptions {
  /** The federation name and server entry URL of each remote (`http://ssr.internal/...`). */
  remotes: Record<string, string>;
  /** Reads a server-build file by the URL the runtime asks for; null when there is none. */
  readFile(url: string): Promise<string | null>;
}

/** A public API call's answer, as the API gave it to the renderer. */
export interface ApiAnswer {
  status: number;
  body: string;
}

export interface RenderRequest {
  /** Path and query, e.g. '/products/5?city=2'. */
  url: string;
  language: 'ru' | 'en';
  theme: 'dark' | 'light';
  /** GET of a public API call by its path below /api/v1 ('/shop/products/5?city_id=2'). */
  fetchApi(path: string): Promise<ApiAnswer>;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The answers the page was rendered from, by serialized SWR key. */
  data: Record<string, unknown>;
}
