import type { TicketStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/** Shop-spec 2.2's labels as message keys (`tickets.status.*`), and a colour each. */
export const ticketStatus = chipLooks((status: TicketStatus) => `tickets.status.${status}`, {
  open: 'warning',
  answered: 'success',
  closed: 'default',
});
