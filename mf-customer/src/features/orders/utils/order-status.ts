import type { OrderStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/** Shop-spec 1.4's labels as message keys (the family `orders.status.*`), and a colour each. */
export const orderStatus = chipLooks((status: OrderStatus) => `orders.status.${status}`, {
  awaiting_approval: 'warning',
  paid: 'info',
  completed: 'success',
  canceled: 'default',
});
