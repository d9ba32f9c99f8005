import { apiRequest } from '@storefront/shared/api-client';
import type { ShopProduct } from '@storefront/shared/contract/shop';
import useSWR from 'swr';

const PATH = '/shop/products';

/** GET /shop/products/{id}?city_id (anyone): 404 when the product is not on sale. */
export function getProduct(id: number, cityId: number): Promise<ShopProduct> {
  return apiRequest<ShopProduct>(`${PATH}/${id}`, { query: { city_id: cityId } });
}

/**
 * null city: not yet (the cities are loading). Another city keeps the previous answer on screen
 * (inert) until its own arrives, so 'Город' is not unmounted under the visitor's hand.
 */
export function useProduct(id: number, cityId: number | null) {
  return useSWR(
    cityId === null ? null : ([PATH, id, cityId] as const),
    ([, productId, city]) => getProduct(productId, city),
    { keepPreviousData: true },
  );
}
