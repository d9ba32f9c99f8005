import { apiRequest, type RequestOptions } from '@storefront/shared/api-client';
import useSWR, { type ScopedMutator } from 'swr';

/** A page of a list with nothing else to ask: its number and its size. */
export interface PageQuery {
  page: number;
  size: number;
}

type Query = NonNullable<RequestOptions['query']>;

/**
 * One list call of the API, `GET path?query`: the fetcher, its SWR hook (keyed by the path and
 * the query, the previous page kept on screen while the next one loads; a null query asks
 * nothing) and `revalidate`, which asks every loaded page of it again. A feature's
 * `api/get-x.ts` names them.
 */
export function listCall<Q extends object, Page>(path: string) {
  const get = (query: Q): Promise<Page> => apiRequest<Page>(path, { query: { ...query } as Query });
  function useListCall(query: Q | null) {
    return useSWR(query && ([path, query] as const), ([, q]) => get(q), {
      keepPreviousData: true,
    });
  }
  const revalidate = (mutate: ScopedMutator): Promise<unknown> =>
    mutate((key) => Array.isArray(key) && key[0] === path);
  return { path, get, use: useListCall, revalidate };
}
