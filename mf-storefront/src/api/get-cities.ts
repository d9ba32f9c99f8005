import { apiRequest } from '@storefront/shared/api-client';
import type { ShopCity } from '@storefront/shared/contract/shop';
import useSWR from 'swr';

const PATH = '/shop/cities';

/** GET /shop/cities (anyone): the cities in Russian order, for 'Город'. */
export function getCities(): Promise<ShopCity[]> {
  return apiRequest<ShopCity[]>(PATH);
}

export function useCities() {
  return useSWR(PATH, getCities);
}
