import type { ReviewStatus } from '@storefront/shared/contract/values';

/**
 * Where the order's page leads, given by the route: the journal (this remote's) and the pages of
 * other remotes (the customer's account, a ticket, the review queue), which the shell routes.
 */
export interface OrderPageLinks {
  journal: string;
  customer: (userId: number) => string;
  ticket: (ticketId: number) => string;
  /** The review queue filtered to the review's status, so the review is on its first pages. */
  reviews: (status: ReviewStatus) => string;
}
