import type { OrderStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';
import type { OrderMove } from '../api/move-order';

/** Shop-spec 1.4's labels, as message keys (`orders.statuses.*`). */
export function orderStatusKey(status: OrderStatus): string {
  return `orders.statuses.${status}`;
}

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  awaiting_approval: 'warning',
  paid: 'info',
  completed: 'success',
  canceled: 'default',
};

export function orderStatusColor(status: OrderStatus): ChipProps['color'] {
  return COLORS[status];
}

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
