import type { OrderStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

/** Shop-spec 1.4's labels as message keys (the family `orders.status.*`), and a colour each. */
export function orderStatus(status: OrderStatus): { label: string; color: ChipProps['color'] } {
  return { label: `orders.status.${status}`, color: STATUS_COLORS[status] };
}

const STATUS_COLORS: Record<OrderStatus, ChipProps['color']> = {
  awaiting_approval: 'warning',
  paid: 'info',
  completed: 'success',
  canceled: 'default',
};
