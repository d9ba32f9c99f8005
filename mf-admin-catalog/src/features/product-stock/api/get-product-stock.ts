import { apiRequest } from '@storefront/shared/api-client';
import type { ProductStock } from '@storefront/shared/contract/stock';
import useSWR from 'swr';

/** GET /products/{id}/stock: a row per district of every city, 0 where none is held. */
export function getProductStock(productId: number): Promise<ProductStock> {
  return apiRequest<ProductStock>(`/products/${productId}/stock`);
}

export function productStockKey(productId: number) {
  return ['/products/{id}/stock', productId] as const;
}

/**
 * Fetched again at every opening of the dialog (purchases move stock meanwhile), but not on
 * focus or reconnect: the rows are under the admin's edits.
 */
export function useProductStock(productId: number) {
  return useSWR(productStockKey(productId), ([, id]) => getProductStock(id), {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
