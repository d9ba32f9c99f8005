import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { useSalesTranslation } from '../../../i18n';
import type { PaymentParams } from '../utils/payment-params';
import { paymentProviderKey } from '../utils/payment-provider';
import { paymentStatus } from '../utils/payment-status';

/** Search (a login, or exactly an id), status, provider and a date range: all in the URL. */
export function PaymentFilters({ params }: { params: PaymentParams }) {
  const { t } = useSalesTranslation();
  return (
    <FilterBar
      query={params.list}
      search={{ label: t('payments.searchLabel'), placeholder: t('payments.searchPlaceholder') }}
      controls={{
        status: {
          label: t('payments.filters.status'),
          all: t('payments.filters.allStatuses'),
          optionLabel: (status) => t(paymentStatus(status).label),
          minWidth: 180,
        },
        provider: {
          label: t('payments.filters.provider'),
          all: t('payments.filters.allProviders'),
          optionLabel: (provider) => t(paymentProviderKey(provider)),
          minWidth: 160,
        },
        from: { label: t('payments.filters.from') },
        to: { label: t('payments.filters.to') },
      }}
      resetLabel={t('payments.filters.reset')}
    />
  );
}
