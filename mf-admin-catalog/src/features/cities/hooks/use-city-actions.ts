import type { City } from '@storefront/shared/contract/catalog';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { useNameEditor } from '../../../hooks/use-name-editor';
import { createCity } from '../api/create-city';
import { deleteCity } from '../api/delete-city';
import { useRevalidateCities } from '../api/get-cities';
import { updateCity } from '../api/update-city';

/** Add, edit and delete of cities, each followed by a fresh list. */
export function useCityActions() {
  const revalidate = useRevalidateCities();
  const editor = useNameEditor<City>({
    create: (values) => createCity(values),
    update: (city, values) => updateCity(city.id, values),
    afterwards: revalidate,
    texts: { created: 'cities.created', saved: 'common.changesSaved' },
  });
  const removal = useConfirmedDelete<City>(
    deleteCity,
    { done: 'cities.deleted', failed: 'cities.deleteFailed' },
    revalidate,
  );
  return { editor, removal };
}

export type CityActions = ReturnType<typeof useCityActions>;
