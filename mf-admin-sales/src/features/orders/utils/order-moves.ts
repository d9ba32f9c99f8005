import type { OrderStatus } from '@storefront/shared/contract/values';
import type { OrderMove } from '../api/move-order';

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
