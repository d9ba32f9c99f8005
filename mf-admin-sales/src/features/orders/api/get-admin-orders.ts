import type { AdminOrdersQuery, OrdersPage } from '@storefront/shared/contract/orders';
import { listCall } from '@storefront/shared/data/list-call';

/**
 * GET /admin/orders?page&size&search&status&city_id&date_from&date_to, newest first: search
 * is the number when it is a whole number, else part of the login or the product name.
 */
const adminOrders = listCall<AdminOrdersQuery, OrdersPage>('/admin/orders');

export const getAdminOrders = adminOrders.get;
export const useAdminOrders = adminOrders.use;
