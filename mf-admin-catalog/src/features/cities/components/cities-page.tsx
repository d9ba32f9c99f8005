import { useLocation } from 'react-router-dom';
import { NamedListScreen } from '../../../components/named-list-screen';
import { useCityActions } from '../hooks/use-city-actions';
import { useCityList } from '../hooks/use-city-list';
import { CityRow } from './city-row';

export const CITY_DELETE_CONFIRM = 'Вы уверены, что хотите удалить этот город?';

const TEXTS = {
  title: 'Города',
  listLabel: 'Города',
  searchPlaceholder: 'Поиск городов...',
  notFound: 'Города не найдены',
  none: 'Города не добавлены',
  addTitle: 'Добавить город',
  editTitle: 'Редактировать город',
  saveFailed: 'Не удалось сохранить город',
  deleteTitle: 'Удалить город?',
  deleteConfirm: CITY_DELETE_CONFIRM,
};

/** Spec 2.8: /admin/cities. */
export function CitiesPage({ districtsPath }: { districtsPath: (cityId: number) => string }) {
  const list = useCityList();
  const { editor, removal } = useCityActions();
  const { pathname, search } = useLocation();
  return (
    <NamedListScreen
      list={list}
      editor={editor}
      removal={removal}
      texts={TEXTS}
      row={(city) => (
        <CityRow
          key={city.id}
          city={city}
          districtsTo={districtsPath(city.id)}
          returnTo={pathname + search}
          onEdit={() => editor.edit(city)}
          onDelete={() => removal.ask(city)}
        />
      )}
    />
  );
}
