import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { useSalesTranslation } from '../../../i18n';
import { orderStatus } from '../../../utils/order-status';
import { useShopCities } from '../api/get-shop-cities';
import type { OrderParams } from '../utils/order-params';

/** Search (number, login, product), status, city and a date range: all in the URL query. */
export function OrderFilters({ params }: { params: OrderParams }) {
  const { t } = useSalesTranslation();
  const cities = useShopCities().data ?? [];
  return (
    <FilterBar
      query={params.list}
      search={{ label: t('orders.searchLabel'), placeholder: t('orders.searchPlaceholder') }}
      controls={{
        status: {
          label: t('orders.filters.status'),
          all: t('orders.filters.allStatuses'),
          optionLabel: (status) => t(orderStatus(status).label),
          minWidth: 200,
        },
        city: {
          label: t('orders.filters.city'),
          all: t('orders.filters.allCities'),
          options: cities.map((city) => ({ value: String(city.id), label: city.name })),
          minWidth: 160,
        },
        from: { label: t('orders.filters.from') },
        to: { label: t('orders.filters.to') },
      }}
      resetLabel={t('orders.filters.reset')}
    />
  );
}
