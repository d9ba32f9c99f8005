import { formatNumber } from '@storefront/shared/format/number';
import { Typography } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useCatalogTranslation } from '../i18n';

/** What a paged catalogue list hook offers this block (the cities, districts, city-stock lists). */
export interface SearchableList {
  params: { search: string; setSearch: (search: string) => void; searching: boolean };
  data?: { total: number } | undefined;
  loading: boolean;
  error: unknown;
  items: readonly unknown[];
  retry: () => void;
}

export interface SearchableListStateProps {
  list: SearchableList;
  searchPlaceholder: string;
  notFoundText: string;
  noneText: string;
}

/** The search field, 'Найдено: N' while searching, and the loading, error and empty states. */
export function SearchableListState({
  list,
  searchPlaceholder,
  notFoundText,
  noneText,
}: SearchableListStateProps) {
  const { t } = useCatalogTranslation();
  return (
    <>
      <SearchField
        value={list.params.search}
        onSearch={list.params.setSearch}
        placeholder={searchPlaceholder}
        standalone
      />
      {list.params.searching && list.data && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('common.found', { total: formatNumber(list.data.total) })}
        </Typography>
      )}
      <ListState
        loading={list.loading}
        error={list.data ? null : list.error}
        errorText={t('common.listLoadFailed')}
        empty={list.items.length === 0}
        searching={list.params.searching}
        notFoundText={notFoundText}
        noneText={noneText}
        onRetry={list.retry}
      />
    </>
  );
}
