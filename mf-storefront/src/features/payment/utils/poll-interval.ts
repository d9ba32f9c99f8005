/**
 * How often the return page asks about a gateway payment still pending (issue 20): the gateway's
 * notification usually lands within seconds of the customer's return. A file of its own so a
 * test can shorten it.
 */
export const PAYMENT_POLL_MS = 3000;
