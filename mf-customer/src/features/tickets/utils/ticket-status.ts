import type { TicketStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

/** Shop-spec 2.2's labels as message keys (`tickets.status.*`), and a colour each. */
export function ticketStatus(status: TicketStatus): { label: string; color: ChipProps['color'] } {
  return { label: `tickets.status.${status}`, color: STATUS_COLORS[status] };
}

const STATUS_COLORS: Record<TicketStatus, ChipProps['color']> = {
  open: 'warning',
  answered: 'success',
  closed: 'default',
};
