import { Button, Typography } from '@storefront/shared/mui/core';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useLocation } from 'react-router-dom';
import { NameDialog } from '../../../components/name-dialog';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { LIST_LOAD_ERROR } from '../../../utils/list-load-error';
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
        standalone
      />
      {list.params.searching && list.data && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {`Найдено: ${list.data.total}`}
        </Typography>
      )}
      <ListState
        loading={list.loading}
        error={list.data ? null : list.error}
        errorText={LIST_LOAD_ERROR}
        empty={cities.length === 0}
        searching={list.params.searching}
        notFoundText="Города не найдены"
        noneText="Города не добавлены"
        onRetry={list.retry}
      />
      {cities.length > 0 && (
        <Rows label="Города">
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
        </Rows>
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
