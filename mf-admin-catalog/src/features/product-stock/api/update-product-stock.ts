import { apiRequest } from '@storefront/shared/api-client';
import type { ProductStock, StockUpdateBody } from '@storefront/shared/contract/stock';

/** PUT /products/{id}/stock with the districts changed; the others stay as they are. */
export function updateProductStock(
  productId: number,
  payload: StockUpdateBody,
): Promise<ProductStock> {
  return apiRequest<ProductStock>(`/products/${productId}/stock`, { method: 'PUT', json: payload });
}
