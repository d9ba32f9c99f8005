import type { TicketStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

// The list and the thread both show a ticket's status: one place for its label and colour.

/**
 * Shop-spec 2.2's labels, as message keys (`ticketStatuses.*`). An open ticket waits for the
 * shop: it stands out; a closed one recedes.
 */
export const ticketStatus = chipLooks((status: TicketStatus) => `ticketStatuses.${status}`, {
  open: 'warning',
  answered: 'info',
  closed: 'default',
});
