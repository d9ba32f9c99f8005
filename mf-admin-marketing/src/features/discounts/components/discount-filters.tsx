import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useMarketingTranslation } from '../../../i18n';
import { DISCOUNT_STATUS_FILTERS, type DiscountParams } from '../utils/discount-params';

/** Search by name and the active filter, both in the URL query (`search`, `status`). */
export function DiscountFilters({ params }: { params: DiscountParams }) {
  const { t } = useMarketingTranslation();
  const { list } = params;
  const options = [
    { value: '', label: t('discounts.filter.all') },
    ...DISCOUNT_STATUS_FILTERS.map((status) => ({
      value: status,
      label: t(`discounts.filter.${status}`),
    })),
  ];
  return (
    <ListToolbar>
      <SearchField
        value={list.search}
        onSearch={list.setSearch}
        label={t('discounts.searchLabel')}
        placeholder={t('discounts.searchPlaceholder')}
      />
      <SelectField
        label={t('discounts.filter.label')}
        name="status"
        value={params.status}
        options={options}
        onChange={(status) => list.update({ status })}
        minWidth={180}
      />
    </ListToolbar>
  );
}
