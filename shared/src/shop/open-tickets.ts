// The count of open tickets on the admin menu's 'Тикеты' (shop-spec 2.2), refreshed by the
// support remote after a reply or a close.
import type { AdminTicketsPage } from '../contract/tickets';
import { menuCount } from './menu-count';

const openTickets = menuCount<AdminTicketsPage>(
  '/admin/tickets?page=1&size=1',
  (page) => page.open_count,
);

export const useOpenTicketCount = openTickets.use;
export const refreshOpenTicketCount = openTickets.refresh;
