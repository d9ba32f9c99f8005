import { Button } from '@storefront/shared/mui/core';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import type { useCatalogListParams } from '../hooks/use-catalog-list-params';
import type { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import type { useNameEditor } from '../hooks/use-name-editor';
import { useCatalogTranslation } from '../i18n';
import { NameDialog } from './name-dialog';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { SearchableListState } from './searchable-list-state';

type Named = { id: number; name: string; is_active: boolean };

/** What the cities and districts lists hand over: the page, its state in the URL, the total. */
export interface NamedList<T> {
  params: ReturnType<typeof useCatalogListParams>;
  items: readonly T[];
  data?: { total: number; pages: number };
  error: unknown;
  loading: boolean;
  /** The rows shown are the previous result while the next loads. */
  pending: boolean;
  retry: () => void;
  /** All items, whatever the search finds (the header's counter). */
  total?: number;
}

/**
 * The words of one kind of item ('город', 'район'), all in the spec 2.8 pattern: message KEYS,
 * translated here. `title` is the one exception, a text: the districts page is headed by the
 * city's own name.
 */
export interface NamedListTexts {
  title: string;
  overline?: string;
  /** The rows' accessible name. */
  listLabel: string;
  searchPlaceholder: string;
  notFound: string;
  none: string;
  addTitle: string;
  editTitle: string;
  saveFailed: string;
  deleteTitle: string;
  deleteConfirm: string;
}

export interface NamedListScreenProps<T extends Named> {
  list: NamedList<T>;
  editor: ReturnType<typeof useNameEditor<T>>;
  removal: ReturnType<typeof useConfirmedDelete<T>>;
  texts: NamedListTexts;
  row: (item: T) => ReactNode;
}

/**
 * Spec 2.8: the cities page and a city's districts page are one screen with other words: a
 * counter, the search, the rows, paging, the add/edit dialog and the delete confirmation.
 */
export function NamedListScreen<T extends Named>(props: NamedListScreenProps<T>) {
  const { list, editor, removal, texts } = props;
  const { t } = useCatalogTranslation();
  const editing = editor.editing;
  return (
    <>
      <PageHeader
        overline={texts.overline && t(texts.overline)}
        title={texts.title}
        total={list.total}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.add}>
            {t('common.add')}
          </Button>
        }
      />
      <SearchableListState
        list={list}
        searchPlaceholder={t(texts.searchPlaceholder)}
        notFoundText={t(texts.notFound)}
        noneText={t(texts.none)}
      />
      {list.items.length > 0 && (
        <Rows label={t(texts.listLabel)} pending={list.pending}>
          {list.items.map(props.row)}
        </Rows>
      )}
      {list.data && list.data.pages > 1 && (
        <Pager page={list.params.page} pages={list.data.pages} onPage={list.params.setPage} />
      )}
      <NameDialog
        key={editor.key}
        open={editor.isOpen}
        title={t(editing ? texts.editTitle : texts.addTitle)}
        submitLabel={t(editing ? 'common.save' : 'common.create')}
        initial={{ name: editing?.name ?? '', is_active: editing?.is_active ?? true }}
        failedKey={texts.saveFailed}
        onSubmit={editor.save}
        onClose={editor.close}
      />
      <ConfirmDialog
        open={removal.pending !== null}
        title={t(texts.deleteTitle)}
        text={t(texts.deleteConfirm)}
        confirmLabel={t('common.delete')}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
