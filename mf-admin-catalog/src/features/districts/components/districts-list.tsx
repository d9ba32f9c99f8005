import { Button, Typography } from '@storefront/shared/mui/core';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { AddIcon, EditIcon } from '@storefront/shared/ui/admin/icons';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { DeleteIcon } from '../../../components/icons';
import { NameDialog } from '../../../components/name-dialog';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { LIST_LOAD_ERROR } from '../../../utils/list-load-error';
import { useDistrictActions } from '../hooks/use-district-actions';
import { useDistrictList } from '../hooks/use-district-list';
import { DistrictRow } from './district-row';

export const DISTRICT_DELETE_CONFIRM = 'Вы уверены, что хотите удалить этот район?';

/** The districts of one city: counter, search, rows with edit and delete, paging. */
export function DistrictsList({ cityId, cityName }: { cityId: number; cityName?: string }) {
  const list = useDistrictList(cityId);
  const { editor, removal } = useDistrictActions(cityId);
  const districts = list.data?.districts ?? [];
  const editing = editor.editing;
  return (
    <div>
      <PageHeader
        overline="Районы"
        title={cityName ?? 'Загрузка...'}
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
        placeholder="Поиск районов..."
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
        empty={districts.length === 0}
        searching={list.params.searching}
        notFoundText="Районы не найдены"
        noneText="Районы не добавлены"
        onRetry={list.retry}
      />
      {districts.length > 0 && (
        <Rows label="Районы">
          {districts.map((district) => (
            <DistrictRow
              key={district.id}
              district={district}
              actions={[
                {
                  label: 'Редактировать',
                  icon: <EditIcon />,
                  onClick: () => editor.edit(district),
                },
                {
                  label: 'Удалить',
                  icon: <DeleteIcon />,
                  onClick: () => removal.ask(district),
                  color: 'error',
                },
              ]}
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
        title={editing ? 'Редактировать район' : 'Добавить район'}
        submitLabel={editing ? 'Сохранить' : 'Создать'}
        initial={{ name: editing?.name ?? '', is_active: editing?.is_active ?? true }}
        failedText="Не удалось сохранить район"
        onSubmit={editor.save}
        onClose={editor.close}
      />
      <ConfirmDialog
        open={removal.pending !== null}
        title="Удалить район?"
        text={DISTRICT_DELETE_CONFIRM}
        confirmLabel="Удалить"
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
