import type { AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { readQueryDate } from '../../../utils/query-date';
import { readPaymentProvider } from './payment-provider';
import { readPaymentStatus } from './payment-status';

/**
 * The payments' filters, read from the URL query beside `tab=payments` (`search`, `status`,
 * `provider`, `from`, `to`, `page`), with the names the orders journal uses for the same things.
 */
export function usePaymentParams() {
  const list = useListParams();
  const filters = {
    status: readPaymentStatus(list.params.get('status')),
    provider: readPaymentProvider(list.params.get('provider')),
    from: readQueryDate(list.params.get('from')),
    to: readQueryDate(list.params.get('to')),
  };
  const search = list.searchQuery;
  const query: AdminPaymentsQuery = {
    page: list.page,
    size: PAGE_SIZE,
    search: search || undefined,
    status: filters.status || undefined,
    provider: filters.provider || undefined,
    date_from: filters.from || undefined,
    date_to: filters.to || undefined,
  };
  const anyFilter = Boolean(filters.status || filters.provider || filters.from || filters.to);
  return { list, filters, query, anyFilter, filtered: Boolean(search) || anyFilter };
}

export type PaymentParams = ReturnType<typeof usePaymentParams>;
