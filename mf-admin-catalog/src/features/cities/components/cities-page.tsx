import { Button, Typography } from '@storefront/shared/mui/core';
import { useLocation } from 'react-router-dom';
import { CatalogRows } from '../../../components/catalog-row';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AddIcon } from '../../../components/icons';
import { ListState } from '../../../components/list-state';
import { NameDialog } from '../../../components/name-dialog';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchField } from '../../../components/search-field';
import { useCityActions } from '../hooks/use-city-actions';
import { useCityList } from '../hooks/use-city-list';
import { CityRow } from './city-row';

export const CITY_DELETE_CONFIRM = 'Вы уверены, что хотите удалить этот город?';

/** Spec 2.8: /admin/cities. */
export function CitiesPage({ districtsPath }: { districtsPath: (cityId: number) => string }) {
  const list = useCityList();
  const { editor, removal } = useCityActions();
  const { pathname, search } = useLocation();
  const cities = list.data?.cities ?? [];
  const editing = editor.editing;
  return (
    <>
      <PageHeader
        title="Города"
        total={list.total}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.add}>
            Добавить
          </Button>
        }
      />
      <SearchField
        value={list.params.search}
        onSearch={list.params.setSearch}
        placeholder="Поиск городов..."
      />
      {list.params.searching && list.data && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {`Найдено: ${list.data.total}`}
        </Typography>
      )}
      <ListState
        loading={list.loading}
        error={list.data ? null : list.error}
        empty={cities.length === 0}
        searching={list.params.searching}
        notFoundText="Города не найдены"
        noneText="Города не добавлены"
        onRetry={list.retry}
      />
      {cities.length > 0 && (
        <CatalogRows label="Города">
          {cities.map((city) => (
            <CityRow
              key={city.id}
              city={city}
              districtsTo={districtsPath(city.id)}
              returnTo={pathname + search}
              onEdit={() => editor.edit(city)}
              onDelete={() => removal.ask(city)}
            />
          ))}
        </CatalogRows>
      )}
      {list.data && list.data.pages > 1 && (
        <Pager page={list.params.page} pages={list.data.pages} onPage={list.params.setPage} />
      )}
      <NameDialog
        key={editor.key}
        open={editor.isOpen}
        title={editing ? 'Редактировать город' : 'Добавить город'}
        submitLabel={editing ? 'Сохранить' : 'Создать'}
        initial={{ name: editing?.name ?? '', is_active: editing?.is_active ?? true }}
        failedText="Не удалось сохранить город"
        onSubmit={editor.save}
        onClose={editor.close}
      />
      <ConfirmDialog
        open={removal.pending !== null}
        title="Удалить город?"
        text={CITY_DELETE_CONFIRM}
        confirmLabel="Удалить"
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
