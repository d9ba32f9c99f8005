import { apiRequest } from '@storefront/shared/api-client';
import type { DiscountsPage, DiscountsQuery } from '@storefront/shared/contract/discounts';
import useSWR from 'swr';

/** The SWR keys of every discounts call start here, so one revalidation reaches them all. */
export const DISCOUNTS_PATH = '/discounts/';

/** GET /discounts/?page&size&search&is_active (admin, newest first). */
export function getDiscounts(query: DiscountsQuery): Promise<DiscountsPage> {
  return apiRequest<DiscountsPage>(DISCOUNTS_PATH, { query: { ...query } });
}

export function useDiscounts(query: DiscountsQuery) {
  // The previous page stays on screen while the next loads, so the list does not flicker.
  return useSWR([DISCOUNTS_PATH, query] as const, ([, q]) => getDiscounts(q), {
    keepPreviousData: true,
  });
}
