import type { AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import { PAYMENT_STATUSES } from '@storefront/shared/contract/values';
import {
  dayFilter,
  defineFilters,
  oneOf,
  useListQuery,
} from '@storefront/shared/ui/admin/list/query';
import { PAYMENT_PROVIDERS } from './payment-provider';

/**
 * The payments' filters in the URL query beside `tab=payments`, `search` and `page`, with the
 * names the orders journal uses for the same things.
 */
export const PAYMENT_FILTERS = defineFilters({
  status: oneOf(PAYMENT_STATUSES),
  provider: oneOf(PAYMENT_PROVIDERS),
  from: dayFilter(),
  to: dayFilter({ after: 'from' }),
});

/** The payments' state from the URL query, with the API query it makes. */
export function usePaymentParams() {
  const list = useListQuery(PAYMENT_FILTERS);
  const { from, to, ...sent } = list.sent;
  const query: AdminPaymentsQuery = { ...list.pageQuery, ...sent, date_from: from, date_to: to };
  return { list, query };
}

export type PaymentParams = ReturnType<typeof usePaymentParams>;
