import type { OrderStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';
import type { OrderMove } from '../api/move-order';

/** Shop-spec 1.4's labels, as message keys (`orders.statuses.*`). */
export const orderStatus = chipLooks((status: OrderStatus) => `orders.statuses.${status}`, {
  awaiting_approval: 'warning',
  paid: 'info',
  completed: 'success',
  canceled: 'default',
});

/**
 * What an admin may do with an order in each status (shop-spec 1.4): confirm an order waiting
 * for approval, complete a paid one, cancel either; completed and canceled orders are final.
 */
const MOVES: Record<OrderStatus, readonly OrderMove[]> = {
  awaiting_approval: ['approve', 'cancel'],
  paid: ['complete', 'cancel'],
  completed: [],
  canceled: [],
};

export function movesFor(status: OrderStatus): readonly OrderMove[] {
  return MOVES[status];
}
