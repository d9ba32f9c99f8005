import { apiRequest } from '@storefront/shared/api-client';
import type { ShopCity } from '@storefront/shared/contract/shop';
import useSWR from 'swr';

const PATH = '/shop/cities';

/**
 * GET /shop/cities: every city in Russian order, for the 'Город' filter. The contract gives the
 * item, not the wrapper: a bare array is expected, a `{cities}` object is read too.
 */
export async function getShopCities(): Promise<ShopCity[]> {
  const answer = await apiRequest<ShopCity[] | { cities: ShopCity[] }>(PATH);
  return Array.isArray(answer) ? answer : (answer.cities ?? []);
}

export function useShopCities() {
  return useSWR(PATH, getShopCities);
}
