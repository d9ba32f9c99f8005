import { DeleteIcon, EditIcon } from '@storefront/shared/ui/admin/icons';
import { NamedListScreen, type NamedListTexts } from '../../../components/named-list-screen';
import { russianText, useCatalogTranslation } from '../../../i18n';
import { useDistrictActions } from '../hooks/use-district-actions';
import { useDistrictList } from '../hooks/use-district-list';
import { DistrictRow } from './district-row';

export const DISTRICT_DELETE_CONFIRM = russianText('districts.deleteConfirm');

const KEYS: Omit<NamedListTexts, 'title'> = {
  overline: 'districts.overline',
  listLabel: 'districts.listLabel',
  searchPlaceholder: 'districts.searchPlaceholder',
  notFound: 'districts.notFound',
  none: 'districts.none',
  addTitle: 'districts.addTitle',
  editTitle: 'districts.editTitle',
  saveFailed: 'districts.saveFailed',
  deleteTitle: 'districts.deleteTitle',
  deleteConfirm: 'districts.deleteConfirm',
};

/** The districts of one city: counter, search, rows with edit and delete, paging. */
export function DistrictsList({ cityId, cityName }: { cityId: number; cityName?: string }) {
  const { t } = useCatalogTranslation();
  const list = useDistrictList(cityId);
  const { editor, removal } = useDistrictActions(cityId);
  return (
    <div>
      <NamedListScreen
        list={list}
        editor={editor}
        removal={removal}
        texts={{ ...KEYS, title: cityName ?? t('common.loading') }}
        row={(district) => (
          <DistrictRow
            key={district.id}
            district={district}
            actions={[
              { label: t('common.edit'), icon: <EditIcon />, onClick: () => editor.edit(district) },
              {
                label: t('common.delete'),
                icon: <DeleteIcon />,
                onClick: () => removal.ask(district),
                color: 'error',
              },
            ]}
          />
        )}
      />
    </div>
  );
}
