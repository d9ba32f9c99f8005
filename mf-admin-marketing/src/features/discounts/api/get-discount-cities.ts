import { apiRequest } from '@storefront/shared/api-client';
import type { ShopCity } from '@storefront/shared/contract/shop';
import useSWR from 'swr';

const PATH = '/shop/cities';

/**
 * GET /shop/cities: every city of the shop, for the dialog's 'Город'. The contract gives the
 * item, not the wrapper (as mf-admin-sales reads it): a bare array, or a `{cities}` object.
 */
export async function getDiscountCities(): Promise<ShopCity[]> {
  const answer = await apiRequest<ShopCity[] | { cities: ShopCity[] }>(PATH);
  return Array.isArray(answer) ? answer : (answer.cities ?? []);
}

export function useDiscountCities() {
  return useSWR(PATH, getDiscountCities);
}
