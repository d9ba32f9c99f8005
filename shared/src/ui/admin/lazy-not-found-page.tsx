import { lazyExport } from '@storefront/shared/ui/lazy-export';

/**
 * `NotFoundPage` as a chunk of its own, for a remote's unknown addresses: rare, so a visit to a
 * known page does not download it.
 */
export const LazyNotFoundPage = lazyExport(
  () => import('@storefront/shared/ui/admin/not-found-page'),
  'NotFoundPage',
);
