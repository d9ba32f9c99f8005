import { apiRequest } from '@storefront/shared/api-client';
import type { AdminOrderPage } from '@storefront/shared/contract/orders';
import useSWR from 'swr';

/**
 * The page's SWR key and API path. Below '/admin/', so a move made on the page (the journal's
 * moves revalidate every '/admin/' entry) reloads it.
 */
export function adminOrderKey(id: number): string {
  return `/admin/orders/${id}`;
}

/**
 * GET /admin/orders/{id}: the order, its customer and its timeline (oldest first); an unknown id
 * answers 404.
 */
export function getAdminOrder(id: number): Promise<AdminOrderPage> {
  return apiRequest<AdminOrderPage>(adminOrderKey(id));
}

export function useAdminOrder(id: number) {
  return useSWR(adminOrderKey(id), () => getAdminOrder(id));
}
