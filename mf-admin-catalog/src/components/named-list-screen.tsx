import { Button } from '@storefront/shared/mui/core';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { ListFrame, type ListResult } from '@storefront/shared/ui/admin/list/list-frame';
import type { ListQuery } from '@storefront/shared/ui/admin/list/query';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import type { ReactNode } from 'react';
import type { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import type { useNameEditor } from '../hooks/use-name-editor';
import { useCatalogTranslation } from '../i18n';
import { CatalogSearch } from './catalog-search';
import { NameDialog } from './name-dialog';

type Named = { id: number; name: string; is_active: boolean };

/** What the cities and districts lists hand over: the page, its state in the URL, the total. */
export interface NamedList<T> {
  query: ListQuery;
  result: ListResult & { data?: { total: number; pages: number } };
  items: readonly T[];
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
      <CatalogSearch
        query={list.query}
        found={list.result.data?.total}
        placeholder={t(texts.searchPlaceholder)}
      />
      <ListFrame
        query={list.query}
        result={list.result}
        items={list.items}
        texts={{
          rows: t(texts.listLabel),
          none: t(texts.none),
          notFound: t(texts.notFound),
          error: t('common.listLoadFailed'),
        }}
        onRetry={list.retry}
        pager="several"
        row={props.row}
      />
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
