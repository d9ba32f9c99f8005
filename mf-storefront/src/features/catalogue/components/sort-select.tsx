import { CATALOGUE_SORTS, type CatalogueSort } from '@storefront/shared/contract/values';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useStorefrontTranslation } from '../../../i18n';

/** 'Сортировка': the catalogue's orders (issue 21), a native select like 'Город'. */
export function SortSelect({
  value,
  onChange,
}: {
  value: CatalogueSort;
  onChange: (sort: CatalogueSort) => void;
}) {
  const { t } = useStorefrontTranslation();
  return (
    <SelectField
      label={t('catalogue.sort')}
      name="sort"
      value={value}
      options={CATALOGUE_SORTS.map((sort) => ({
        value: sort,
        label: t(`catalogue.sorts.${sort}`),
      }))}
      onChange={(sort) => onChange(sort as CatalogueSort)}
      fullWidth
    />
  );
}
