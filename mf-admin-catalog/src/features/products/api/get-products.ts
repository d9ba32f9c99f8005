import type { ProductsListQuery, ProductsPage } from '@storefront/shared/contract/products';
import { listCall } from '@storefront/shared/data/list-call';
import { useSWRConfig } from 'swr';

/** GET /products/?page&size&search&low_stock: one page of the catalog, filtered by the server. */
const products = listCall<ProductsListQuery, ProductsPage>('/products/');

export const getProducts = products.get;
export const useProducts = products.use;

/** After a deletion, every loaded page of the grid is fetched again. */
export function useRevalidateProducts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => products.revalidate(mutate);
}
