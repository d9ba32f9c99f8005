import { apiRequest } from '@storefront/shared/api-client';
import type { OrdersPage } from '@storefront/shared/contract/orders';
import { MAX_PAGE_SIZE } from '@storefront/shared/limits';
import useSWR from 'swr';

const PATH = '/orders/my';

/**
 * GET /orders/my: the orders a new ticket may be about, newest first. One page of the largest
 * size: a question is nearly always about a recent order, and the server checks the id anyway.
 */
export function getOrderChoices(): Promise<OrdersPage> {
  return apiRequest<OrdersPage>(PATH, { query: { page: 1, size: MAX_PAGE_SIZE } });
}

/** Asked when the new-ticket form opens (its fields mount only then). */
export function useOrderChoices() {
  return useSWR([PATH, 'choices'] as const, getOrderChoices);
}
