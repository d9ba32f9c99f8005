import { apiRequest } from '@storefront/shared/api-client';
import type { AdminOrdersQuery, OrdersPage } from '@storefront/shared/contract/orders';
import useSWR from 'swr';

export const ADMIN_ORDERS_PATH = '/admin/orders';

/**
 * GET /admin/orders?page&size&search&status&city_id&date_from&date_to, newest first: search
 * is the number when it is a whole number, else part of the login or the product name.
 */
export function getAdminOrders(query: AdminOrdersQuery): Promise<OrdersPage> {
  return apiRequest<OrdersPage>(ADMIN_ORDERS_PATH, { query: { ...query } });
}

export function useAdminOrders(query: AdminOrdersQuery) {
  return useSWR([ADMIN_ORDERS_PATH, query] as const, ([, q]) => getAdminOrders(q), {
    keepPreviousData: true,
  });
}
