import type { TicketsPage } from '@storefront/shared/contract/tickets';
import { listCall, type PageQuery } from '@storefront/shared/data/list-call';

/** GET /tickets/?page&size: the caller's own tickets, most recently updated first. */
const myTickets = listCall<PageQuery, TicketsPage>('/tickets/');

/** The list's path; the thread's is below it, so revalidating '/tickets' refreshes both. */
export const TICKETS_PATH = myTickets.path;
export const getMyTickets = myTickets.get;
export const useMyTickets = myTickets.use;
/** Every loaded page of the list asks again (a ticket was opened, answered or closed). */
export const revalidateMyTickets = myTickets.revalidate;
