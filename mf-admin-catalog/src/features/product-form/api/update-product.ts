import { apiRequest } from '@storefront/shared/api-client';
import type { CreateProductBody, Product } from '@storefront/shared/contract/products';

/** PUT /products/{id}. */
export function updateProduct(id: number, payload: CreateProductBody): Promise<Product> {
  return apiRequest<Product>(`/products/${id}`, { method: 'PUT', json: payload });
}
