import type { OrderStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/**
 * Shop-spec 1.4's labels, as message keys (`orders.statuses.*`): the journal's chips, its filter,
 * and the order's page (its chip and the timeline's moves) word a status alike.
 */
export const orderStatus = chipLooks((status: OrderStatus) => `orders.statuses.${status}`, {
  awaiting_approval: 'warning',
  paid: 'info',
  completed: 'success',
  canceled: 'default',
});
