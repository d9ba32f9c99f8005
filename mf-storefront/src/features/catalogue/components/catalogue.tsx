import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { Box, Button, Typography } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { CitySelect } from '../../../components/city-select';
import { useCity } from '../../../hooks/use-city';
import { useStorefrontTranslation } from '../../../i18n';
import { withCity } from '../../../utils/city-link';
import { useCataloguePages } from '../hooks/use-catalogue-pages';
import { useScrollRestore } from '../hooks/use-scroll-restore';
import { parseSort } from '../utils/catalogue-sort';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

/**
 * shop-spec 1.2 'Товары': the products on sale in the chosen city. The city, the search, the
 * order and how many pages are shown live in the URL query (`city`, `search`, `sort`, `page`:
 * issue 21), so reload, Back and a shared link show the same list, at the same scroll on Back.
 */
export function Catalogue({ productPath }: { productPath: (id: number) => string }) {
  const { t } = useStorefrontTranslation();
  const list = useListParams();
  // What the API takes (shared/search-text): anything else would be refused with 422 and read
  // as a failed load.
  const search = list.searchQuery;
  const sort = parseSort(list.params.get('sort'));
  const place = useCity();
  const cityId = place.city?.id ?? null;
  const pages = useCataloguePages(cityId, search, sort, list.page);
  useClampPage(list, pages.pages);
  useScrollRestore(pages.complete);
  const { data, error, isLoading } = pages.first;
  const cards = data?.products ?? [];
  const noCities = !place.loading && !place.error && place.cities.length === 0;
  return (
    <Box component="section">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('catalogue.title')}
      </Typography>
      {/* One wrapping row: on a phone the selects share a line and the search takes the next. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {place.city && (
          <Box sx={{ flex: '1 1 160px' }}>
            <CitySelect cities={place.cities} value={place.city.id} onChange={place.choose} />
          </Box>
        )}
        <Box sx={{ flex: '1 1 160px' }}>
          <SortSelect
            value={sort}
            onChange={(next) =>
              list.update({ sort: next === 'name' ? null : next }, { replace: true })
            }
          />
        </Box>
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          label={t('catalogue.search')}
          placeholder={t('catalogue.searchPlaceholder')}
        />
      </Box>
      <ListState
        loading={place.loading || (isLoading && !data)}
        error={place.error ?? (data ? null : error)}
        onRetry={place.error ? place.retry : () => void pages.first.mutate()}
        errorText={t('catalogue.loadError')}
        empty={noCities || (data !== undefined && cards.length === 0)}
        searching={!noCities && search !== ''}
        notFoundText={t('catalogue.notFound')}
        noneText={t('catalogue.none')}
      />
      {pages.base && cards.length > 0 && (
        <ProductGrid
          label={t('catalogue.grid')}
          cards={cards}
          more={{ base: pages.base, count: pages.count, onLoaded: pages.markLoaded }}
          productHref={(id) => withCity(productPath(id), cityId)}
          pending={pages.pending}
        />
      )}
      <ListState
        loading={false}
        error={pages.moreError}
        onRetry={pages.retryMore}
        errorText={t('catalogue.loadError')}
        empty={false}
        noneText=""
      />
      {(pages.hasMore || pages.loadingMore) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            disabled={pages.loadingMore}
            // Replaced, not pushed: Back leaves the list instead of taking pages away.
            onClick={() => list.update({ page: pages.count + 1 }, { replace: true })}
          >
            {pages.loadingMore ? t('catalogue.loadingMore') : t('catalogue.showMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
