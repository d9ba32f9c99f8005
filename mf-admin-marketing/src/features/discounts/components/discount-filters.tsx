import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { useMarketingTranslation } from '../../../i18n';
import type { DiscountParams } from '../utils/discount-params';

/** Search by name and the active filter, both in the URL query (`search`, `status`). */
export function DiscountFilters({ params }: { params: DiscountParams }) {
  const { t } = useMarketingTranslation();
  return (
    <FilterBar
      query={params.list}
      search={{ label: t('discounts.searchLabel'), placeholder: t('discounts.searchPlaceholder') }}
      controls={{
        status: {
          label: t('discounts.filter.label'),
          all: t('discounts.filter.all'),
          optionLabel: (status) => t(`discounts.filter.${status}`),
          minWidth: 180,
        },
      }}
    />
  );
}
