/**
 * A public page's data is what its scripts fetch: the same public API calls, answered through
 * the app itself (`inject`), so the page is built from exactly the JSON, the validation and the
 * per-process cache (ETags, invalidation across replicas) of those calls, with no second query
 * layer to keep in step. Each answer's ETag then names the page's inputs for the HTML cache.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../i18n/language.ts';
import { API_BASE } from '../static-hosting/static-hosting.ts';

export interface Fetched<T> {
  /** The call below /api/v1, as the client's SWR key names it: '/shop/products/5?city_id=2'. */
  path: string;
  body: T;
  etag: string;
}

export class PageDataError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`public page data ${path}: ${status}`);
  }
}

export type FetchJson = <T>(path: string) => Promise<Fetched<T> | null>;

/** Answers null for a 404 (a product not on sale); any other failure is the page's failure. */
export function pageDataFetcher(fastify: FastifyInstance, language: Language): FetchJson {
  return async <T>(path: string) => {
    const response = await fastify.inject({
      method: 'GET',
      url: `${API_BASE}${path}`,
      headers: { accept: 'application/json', 'accept-language': language },
    });
    if (response.statusCode === 404) return null;
    if (response.statusCode !== 200) throw new PageDataError(path, response.statusCode);
    return {
      path,
      body: response.json() as T,
      etag: String(response.headers.etag ?? response.body.length),
    };
  };
}
