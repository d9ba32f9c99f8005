import { EditIcon } from '@storefront/shared/ui/admin/icons';
import { DeleteIcon } from '../../../components/icons';
import { NamedListScreen } from '../../../components/named-list-screen';
import { useDistrictActions } from '../hooks/use-district-actions';
import { useDistrictList } from '../hooks/use-district-list';
import { DistrictRow } from './district-row';

export const DISTRICT_DELETE_CONFIRM = 'Вы уверены, что хотите удалить этот район?';

const TEXTS = {
  overline: 'Районы',
  listLabel: 'Районы',
  searchPlaceholder: 'Поиск районов...',
  notFound: 'Районы не найдены',
  none: 'Районы не добавлены',
  addTitle: 'Добавить район',
  editTitle: 'Редактировать район',
  saveFailed: 'Не удалось сохранить район',
  deleteTitle: 'Удалить район?',
  deleteConfirm: DISTRICT_DELETE_CONFIRM,
};

/** The districts of one city: counter, search, rows with edit and delete, paging. */
export function DistrictsList({ cityId, cityName }: { cityId: number; cityName?: string }) {
  const list = useDistrictList(cityId);
  const { editor, removal } = useDistrictActions(cityId);
  return (
    <div>
      <NamedListScreen
        list={list}
        editor={editor}
        removal={removal}
        texts={{ ...TEXTS, title: cityName ?? 'Загрузка...' }}
        row={(district) => (
          <DistrictRow
            key={district.id}
            district={district}
            actions={[
              { label: 'Редактировать', icon: <EditIcon />, onClick: () => editor.edit(district) },
              {
                label: 'Удалить',
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
