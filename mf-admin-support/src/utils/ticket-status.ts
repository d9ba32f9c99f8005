import type { TicketStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

// The list and the thread both show a ticket's status: one place for its label and colour.

/** Shop-spec 2.2's labels, as message keys (`ticketStatuses.*`). */
export function ticketStatusKey(status: TicketStatus): string {
  return `ticketStatuses.${status}`;
}

/** An open ticket waits for the shop: it stands out; a closed one recedes. */
const COLORS: Record<TicketStatus, ChipProps['color']> = {
  open: 'warning',
  answered: 'info',
  closed: 'default',
};

export function ticketStatusColor(status: TicketStatus): ChipProps['color'] {
  return COLORS[status];
}
