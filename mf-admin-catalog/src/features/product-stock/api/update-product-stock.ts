import { apiRequest } from '@storefront/shared/api-client';
import type { ProductStock, StockUpdatePayload } from '@storefront/shared/dto/shop';

/** PUT /products/{id}/stock with the districts changed; the others stay as they are. */
export function updateProductStock(
  productId: number,
  payload: StockUpdatePayload,
): Promise<ProductStock> {
  return apiRequest<ProductStock>(`/products/${productId}/stock`, { method: 'PUT', json: payload });
}
