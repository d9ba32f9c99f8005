import { formatNumber } from '@storefront/shared/format/number';
import { Typography } from '@storefront/shared/mui/core';
import type { ListQuery } from '@storefront/shared/ui/admin/list/query';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useCatalogTranslation } from '../i18n';

export interface CatalogSearchProps {
  query: ListQuery;
  /** What the search found (the page's total), once known. */
  found: number | undefined;
  placeholder: string;
}

/** A catalog list's search on a line of its own, and 'Найдено: N' while searching. */
export function CatalogSearch({ query, found, placeholder }: CatalogSearchProps) {
  const { t } = useCatalogTranslation();
  return (
    <>
      <SearchField
        value={query.search}
        onSearch={query.setSearch}
        placeholder={placeholder}
        standalone
      />
      {query.filtered && found !== undefined && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('common.found', { total: formatNumber(found) })}
        </Typography>
      )}
    </>
  );
}
