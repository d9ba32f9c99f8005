import type { OrdersPage } from '@storefront/shared/contract/orders';
import { listCall, type PageQuery } from '@storefront/shared/data/list-call';

/** GET /orders/my?page&size: the caller's own orders, newest first. */
const myOrders = listCall<PageQuery, OrdersPage>('/orders/my');

export const getMyOrders = myOrders.get;
export const useMyOrders = myOrders.use;
/** Every loaded page of the orders asks again (a review was sent: its status shows). */
export const revalidateMyOrders = myOrders.revalidate;
