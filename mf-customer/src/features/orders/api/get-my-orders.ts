import { apiRequest } from '@storefront/shared/api-client';
import type { OrdersPage } from '@storefront/shared/contract/orders';
import useSWR, { type ScopedMutator } from 'swr';

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

/** Every loaded page of the orders asks again (a review was sent: its status shows). */
export function revalidateMyOrders(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === PATH);
}
