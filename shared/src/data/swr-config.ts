import { useEffect } from 'react';
import { type SWRConfiguration, useSWRConfig } from 'swr';
import { apiFetcher } from '@storefront/shared/api-client';
import { isApiError } from '@storefront/shared/api-client';

const MAX_RETRIES = 2;
/** Client errors will not heal by asking again. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 422]);

/** Spec section 9: 2 retries, delay doubling from 1 s up to 5 s. */
export function retryDelay(retryCount: number): number {
  return Math.min(1000 * 2 ** (retryCount - 1), 5000);
}

/** Spec section 4, data freshness: always stale, refetched on mount, focus and reconnect. */
export const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  revalidateOnMount: true,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  revalidateIfStale: true,
  dedupingInterval: 0,
  focusThrottleInterval: 0,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > MAX_RETRIES) return;
    if (isApiError(error) && FINAL_STATUSES.has(error.status)) return;
    setTimeout(() => revalidate({ retryCount }), retryDelay(retryCount));
  },
};

/** Invalidates every query when the browser comes back online or the tab becomes visible. */
export function useRevalidateOnReturn(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const revalidateAll = () => void mutate(() => true);
    const onVisibility = () => document.visibilityState === 'visible' && revalidateAll();
    window.addEventListener('online', revalidateAll);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', revalidateAll);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [mutate]);
}
