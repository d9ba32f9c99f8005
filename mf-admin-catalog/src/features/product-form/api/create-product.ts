import { apiRequest } from '@storefront/shared/api-client';
import type { Product, ProductPayload } from '@storefront/shared/dto/catalog';

/** POST /products/ with the URLs of the images uploaded just before. */
export function createProduct(payload: ProductPayload): Promise<Product> {
  return apiRequest<Product>('/products/', { method: 'POST', json: payload });
}
