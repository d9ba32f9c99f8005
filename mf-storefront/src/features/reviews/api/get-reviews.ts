import { apiRequest } from '@storefront/shared/api-client';
import type { PublicReviewsPage } from '@storefront/shared/contract/reviews';
import { PAGE_SIZE } from '@storefront/shared/limits';
import useSWR from 'swr';

const PATH = '/reviews/';

export interface ReviewsQuery {
  /** Only this product's reviews; none: every product's. */
  product_id?: number;
  page: number;
  /** 20 (a page of /reviews) unless fewer are shown (the home page's latest). */
  size?: number;
}

/** GET /reviews/?product_id&page&size (anyone, no token): published reviews, newest first. */
export function getReviews({ size = PAGE_SIZE, ...query }: ReviewsQuery) {
  return apiRequest<PublicReviewsPage>(PATH, { query: { ...query, size } });
}

/**
 * One page of published reviews; null: not asked. `keepPrevious`: the previous page stays on
 * screen (inert) while the next one loads.
 */
export function useReviews(query: ReviewsQuery | null, keepPrevious = false) {
  return useSWR(query && ([PATH, query] as const), ([, q]) => getReviews(q), {
    keepPreviousData: keepPrevious,
  });
}
