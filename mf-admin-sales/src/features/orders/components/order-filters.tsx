import { ORDER_STATUSES } from '@storefront/shared/contract/values';
import { Button } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useSalesTranslation } from '../../../i18n';
import { useShopCities } from '../api/get-shop-cities';
import type { OrderParams } from '../utils/order-params';
import { orderStatusKey } from '../utils/order-status';

/** Search (number, login, product), status, city and a date range: all in the URL query. */
export function OrderFilters({ params }: { params: OrderParams }) {
  const { t } = useSalesTranslation();
  const { list, filters } = params;
  const cities = useShopCities().data ?? [];
  const statusOptions = [
    { value: '', label: t('orders.filters.allStatuses') },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: t(orderStatusKey(status)) })),
  ];
  const cityOptions = [
    { value: '', label: t('orders.filters.allCities') },
    ...cities.map((city) => ({ value: String(city.id), label: city.name })),
  ];
  // A city in the address that the list does not (yet) hold stays selectable, not blank.
  if (filters.cityId && !cities.some((city) => city.id === filters.cityId)) {
    cityOptions.push({ value: String(filters.cityId), label: `#${filters.cityId}` });
  }
  const anyFilter = Boolean(filters.status || filters.cityId || filters.from || filters.to);
  return (
    <ListToolbar>
      <SearchField
        value={list.search}
        onSearch={list.setSearch}
        label={t('orders.searchLabel')}
        placeholder={t('orders.searchPlaceholder')}
      />
      <SelectField
        label={t('orders.filters.status')}
        name="status"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => list.update({ status })}
        minWidth={200}
      />
      <SelectField
        label={t('orders.filters.city')}
        name="city"
        value={filters.cityId ? String(filters.cityId) : ''}
        options={cityOptions}
        onChange={(city) => list.update({ city })}
        minWidth={160}
      />
      <DateField
        label={t('orders.filters.from')}
        name="from"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => list.update({ from })}
      />
      <DateField
        label={t('orders.filters.to')}
        name="to"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => list.update({ to })}
      />
      {anyFilter && (
        <Button onClick={() => list.update({ status: null, city: null, from: null, to: null })}>
          {t('orders.filters.reset')}
        </Button>
      )}
    </ListToolbar>
  );
}
