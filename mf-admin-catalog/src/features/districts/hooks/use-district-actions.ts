import type { District } from '@storefront/shared/contract/catalog';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { useNameEditor } from '../../../hooks/use-name-editor';
import { createDistrict } from '../api/create-district';
import { deleteDistrict } from '../api/delete-district';
import { useRevalidateDistricts } from '../api/get-districts';
import { updateDistrict } from '../api/update-district';

/** Add, edit and delete of one city's districts, each followed by a fresh list. */
export function useDistrictActions(cityId: number) {
  const revalidate = useRevalidateDistricts();
  const editor = useNameEditor<District>({
    create: (values) => createDistrict({ ...values, city_id: cityId }),
    update: (district, values) =>
      updateDistrict(district.id, { ...values, city_id: district.city_id }),
    afterwards: revalidate,
    texts: { created: 'districts.created', saved: 'common.changesSaved' },
  });
  const removal = useConfirmedDelete<District>(
    deleteDistrict,
    { done: 'districts.deleted', failed: 'districts.deleteFailed' },
    revalidate,
  );
  return { editor, removal };
}
