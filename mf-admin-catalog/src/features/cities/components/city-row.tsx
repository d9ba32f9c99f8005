import type { City } from '@storefront/shared/dto/catalog';
import { EditIcon } from '@storefront/shared/ui/admin/icons';
import { CatalogRow } from '../../../components/catalog-row';
import { DeleteIcon, InventoryIcon, PlaceIcon } from '../../../components/icons';
import { RowActions } from '../../../components/row-actions';
import { useCatalogTranslation } from '../../../i18n';

export interface CityRowProps {
  city: City;
  districtsTo: string;
  /** The list's own address, so the districts page can come back to the same page. */
  returnTo: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec 2.8: a city with 'Товары' (no action wired), 'Районы', 'Редактировать', 'Удалить'. */
export function CityRow({ city, districtsTo, returnTo, onEdit, onDelete }: CityRowProps) {
  const { t } = useCatalogTranslation();
  return (
    <CatalogRow
      name={city.name}
      active={city.is_active}
      actions={
        <RowActions
          actions={[
            {
              label: t('cities.products'),
              icon: <InventoryIcon />,
              // Spec 2.8: the button exists but no screen of a city's products does yet.
              onClick: () => console.info('City products', city.id, city.name),
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
