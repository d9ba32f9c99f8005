import type { City } from '@storefront/shared/contract/catalog';
import { DeleteIcon, EditIcon } from '@storefront/shared/ui/admin/icons';
import { CatalogRow } from '../../../components/catalog-row';
import { InventoryIcon, PlaceIcon } from '../../../components/icons';
import { CatalogRowActions } from '../../../components/row-actions';
import { useCatalogTranslation } from '../../../i18n';

export interface CityRowProps {
  city: City;
  districtsTo: string;
  productsTo: string;
  /** The list's own address, so the districts and products pages come back to the same page. */
  returnTo: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Spec 2.8: a city with 'Товары' (its stocked products, shop-spec 1.1), 'Районы',
 * 'Редактировать', 'Удалить'.
 */
export function CityRow({
  city,
  districtsTo,
  productsTo,
  returnTo,
  onEdit,
  onDelete,
}: CityRowProps) {
  const { t } = useCatalogTranslation();
  return (
    <CatalogRow
      name={city.name}
      active={city.is_active}
      actions={
        <CatalogRowActions
          actions={[
            {
              label: t('cities.products'),
              icon: <InventoryIcon />,
              to: productsTo,
              state: { from: returnTo },
            },
            {
              label: t('cities.districts'),
              icon: <PlaceIcon />,
              to: districtsTo,
              state: { from: returnTo },
            },
            { label: t('common.edit'), icon: <EditIcon />, onClick: onEdit },
            { label: t('common.delete'), icon: <DeleteIcon />, onClick: onDelete, color: 'error' },
          ]}
        />
      }
    />
  );
}
