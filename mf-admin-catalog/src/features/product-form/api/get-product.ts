import { apiRequest } from '@storefront/shared/api-client';
import type { Product } from '@storefront/shared/contract/products';
import useSWR from 'swr';

/** GET /products/{id}. */
export function getProduct(id: number): Promise<Product> {
  return apiRequest<Product>(`/products/${id}`);
}

export function productKey(id: number) {
  return ['/products/{id}', id] as const;
}

/** Null id: the address holds no valid id, so there is nothing to ask for. */
export function useProduct(id: number | null) {
  return useSWR(id === null ? null : productKey(id), ([, productId]) => getProduct(productId), {
    // The form starts from the loaded record; a refetch on focus must not reset it.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
