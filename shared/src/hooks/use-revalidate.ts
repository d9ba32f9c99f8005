import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The API path of an SWR key: the key itself, or the first item of a `[path, query]` key. */
function keyPath(key: unknown): string | null {
  if (typeof key === 'string') return key;
  return Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null;
}

/**
 * Fetches again everything loaded below `prefix` (e.g. '/coupons' after a change: the lists,
 * the overview and the summary cards), so no screen keeps showing the old state.
 */
export function useRevalidate(prefix: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => keyPath(key)?.startsWith(prefix) ?? false),
    [mutate, prefix],
  );
}
