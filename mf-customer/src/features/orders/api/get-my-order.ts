import { apiRequest } from '@storefront/shared/api-client';
import type { MyOrderPage } from '@storefront/shared/contract/orders';
import useSWR from 'swr';

export const myOrderPath = (id: number) => `/orders/${id}`;

/** GET /orders/{id}: the caller's own order and its status history; anyone else's is a 404. */
export function getMyOrder(id: number): Promise<MyOrderPage> {
  return apiRequest<MyOrderPage>(myOrderPath(id));
}

/** `id` null (an address that is no order number): nothing is asked. */
export function useMyOrder(id: number | null) {
  return useSWR(id === null ? null : myOrderPath(id), () => getMyOrder(id as number));
}
