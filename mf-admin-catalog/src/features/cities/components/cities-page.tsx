import { useLocation } from '@storefront/shared/router';
import { NamedListScreen, type NamedListTexts } from '../../../components/named-list-screen';
import { russianText, useCatalogTranslation } from '../../../i18n';
import { useCityActions } from '../hooks/use-city-actions';
import { useCityList } from '../hooks/use-city-list';
import { CityRow } from './city-row';

export const CITY_DELETE_CONFIRM = russianText('cities.deleteConfirm');

const KEYS: Omit<NamedListTexts, 'title'> = {
  listLabel: 'cities.listLabel',
  searchPlaceholder: 'cities.searchPlaceholder',
  notFound: 'cities.notFound',
  none: 'cities.none',
  addTitle: 'cities.addTitle',
  editTitle: 'cities.editTitle',
  saveFailed: 'cities.saveFailed',
  deleteTitle: 'cities.deleteTitle',
  deleteConfirm: 'cities.deleteConfirm',
};

export interface CitiesPageProps {
  districtsPath: (cityId: number) => string;
  productsPath: (cityId: number) => string;
}

/** Spec 2.8: /admin/cities. */
export function CitiesPage({ districtsPath, productsPath }: CitiesPageProps) {
  const { t } = useCatalogTranslation();
  const list = useCityList();
  const { editor, removal } = useCityActions();
  const { pathname, search } = useLocation();
  return (
    <NamedListScreen
      list={list}
      editor={editor}
      removal={removal}
      texts={{ ...KEYS, title: t('cities.title') }}
      row={(city) => (
        <CityRow
          key={city.id}
          city={city}
          districtsTo={districtsPath(city.id)}
          productsTo={productsPath(city.id)}
          returnTo={pathname + search}
          onEdit={() => editor.edit(city)}
          onDelete={() => removal.ask(city)}
        />
      )}
    />
  );
}
