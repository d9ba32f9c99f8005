import { PAYMENT_STATUSES } from '@storefront/shared/contract/values';
import { Button } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useSalesTranslation } from '../../../i18n';
import type { PaymentParams } from '../utils/payment-params';
import { PAYMENT_PROVIDERS, paymentProviderKey } from '../utils/payment-provider';
import { paymentStatusKey } from '../utils/payment-status';

/** Search (a login, or exactly an id), status, provider and a date range: all in the URL. */
export function PaymentFilters({ params }: { params: PaymentParams }) {
  const { t } = useSalesTranslation();
  const { list, filters } = params;
  const statusOptions = [
    { value: '', label: t('payments.filters.allStatuses') },
    ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(paymentStatusKey(status)) })),
  ];
  const providerOptions = [
    { value: '', label: t('payments.filters.allProviders') },
    ...PAYMENT_PROVIDERS.map((value) => ({ value, label: t(paymentProviderKey(value)) })),
  ];
  return (
    <ListToolbar>
      <SearchField
        value={list.search}
        onSearch={list.setSearch}
        label={t('payments.searchLabel')}
        placeholder={t('payments.searchPlaceholder')}
      />
      <SelectField
        label={t('payments.filters.status')}
        name="status"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => list.update({ status })}
        minWidth={180}
      />
      <SelectField
        label={t('payments.filters.provider')}
        name="provider"
        value={filters.provider}
        options={providerOptions}
        onChange={(provider) => list.update({ provider })}
        minWidth={160}
      />
      <DateField
        label={t('payments.filters.from')}
        name="from"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => list.update({ from })}
      />
      <DateField
        label={t('payments.filters.to')}
        name="to"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => list.update({ to })}
      />
      {params.anyFilter && (
        <Button onClick={() => list.update({ status: null, provider: null, from: null, to: null })}>
          {t('payments.filters.reset')}
        </Button>
      )}
    </ListToolbar>
  );
}
