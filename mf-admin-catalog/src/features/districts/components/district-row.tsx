import type { District } from '@storefront/shared/contract/catalog';
import type { RowAction } from '@storefront/shared/ui/admin/row-actions';
import { CatalogRow } from '../../../components/catalog-row';
import { CatalogRowActions } from '../../../components/row-actions';

/** A district with 'Редактировать' and 'Удалить' (a menu on a narrow screen). */
export function DistrictRow({
  district,
  actions,
}: {
  district: District;
  actions: readonly RowAction[];
}) {
  return (
    <CatalogRow
      name={district.name}
      active={district.is_active}
      actions={<CatalogRowActions actions={actions} />}
    />
  );
}
