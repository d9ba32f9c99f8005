import type { PaymentsPage } from '@storefront/shared/contract/finance';
import { listCall, type PageQuery } from '@storefront/shared/data/list-call';

/**
 * GET /payments/my?page&size: the caller's own top-ups, newest first. Asked on every visit (the
 * shared config revalidates on mount), so a top-up created before leaving for the payment page
 * is listed when the customer comes back.
 */
const myPayments = listCall<PageQuery, PaymentsPage>('/payments/my');

export const getMyPayments = myPayments.get;
export const useMyPayments = myPayments.use;
/** Every loaded page asks again (a payment was settled or cancelled). */
export const revalidateMyPayments = myPayments.revalidate;
