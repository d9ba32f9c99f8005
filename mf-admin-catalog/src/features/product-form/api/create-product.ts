import { apiRequest } from '@storefront/shared/api-client';
import type { CreateProductBody, Product } from '@storefront/shared/contract/products';

/** POST /products/ with the URLs of the images uploaded just before. */
export function createProduct(payload: CreateProductBody): Promise<Product> {
  return apiRequest<Product>('/products/', { method: 'POST', json: payload });
}
