import { apiRequest } from '@storefront/shared/api-client';
import type { OrdersPage } from '@storefront/shared/dto/shop';
import useSWR from 'swr';

const PATH = '/orders/my';

interface MyOrdersQuery {
  page: number;
  size: number;
}

/** GET /orders/my?page&size: the caller's own orders, newest first. */
export function getMyOrders(query: MyOrdersQuery): Promise<OrdersPage> {
  return apiRequest<OrdersPage>(PATH, { query: { ...query } });
}

export function useMyOrders(query: MyOrdersQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getMyOrders(q), { keepPreviousData: true });
}
