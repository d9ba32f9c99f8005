import { apiRequest } from '@storefront/shared/api-client';
import type { Product, ProductPayload } from '@storefront/shared/dto/catalog';

/** PUT /products/{id}. */
export function updateProduct(id: number, payload: ProductPayload): Promise<Product> {
  return apiRequest<Product>(`/products/${id}`, { method: 'PUT', json: payload });
}
