import { apiRequest } from '@storefront/shared/api-client';

/** DELETE /products/{id}. */
export function deleteProduct(id: number): Promise<void> {
  return apiRequest<void>(`/products/${id}`, { method: 'DELETE' });
}
