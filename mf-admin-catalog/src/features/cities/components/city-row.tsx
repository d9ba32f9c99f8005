import type { City } from '@storefront/shared/dto/catalog';
import { EditIcon } from '@storefront/shared/ui/admin/icons';
import { CatalogRow } from '../../../components/catalog-row';
import { DeleteIcon, InventoryIcon, PlaceIcon } from '../../../components/icons';
import { RowActions } from '../../../components/row-actions';

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
  return (
    <CatalogRow
      name={city.name}
      active={city.is_active}
      actions={
        <RowActions
          actions={[
            {
              label: 'Товары',
              icon: <InventoryIcon />,
              // Spec 2.8: the button exists but no screen of a city's products does yet.
              onClick: () => console.info('Товары города', city.id, city.name),
            },
            {
              label: 'Районы',
              icon: <PlaceIcon />,
              to: districtsTo,
              state: { from: returnTo },
            },
            { label: 'Редактировать', icon: <EditIcon />, onClick: onEdit },
            { label: 'Удалить', icon: <DeleteIcon />, onClick: onDelete, color: 'error' },
          ]}
        />
      }
    />
  );
}
