import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { Box, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useCity } from '../../../hooks/use-city';
import { useStorefrontTranslation } from '../../../i18n';
import { useCataloguePages } from '../hooks/use-catalogue-pages';
import { CitySelect } from './city-select';
import { ProductGrid } from './product-grid';

const SEARCH_MAX = 100;

/**
 * shop-spec 1.2 'Товары': the products on sale in the chosen city, searched (in the URL query
 * `search`, so reload and Back keep it) and paged by 24 with 'Показать ещё'.
 */
export function Catalogue({ productPath }: { productPath: (id: number) => string }) {
  const { t } = useStorefrontTranslation();
  const list = useListParams();
  // The API takes at most 100 characters of search (api/src/schemas/catalog.ts); a longer
  // text would be refused with 422 and read as a failed load. No name is that long anyway.
  const search = list.search.trim().slice(0, SEARCH_MAX);
  const place = useCity();
  const pages = useCataloguePages(place.city?.id ?? null, search);
  const { data, error, isLoading } = pages.first;
  const cards = data?.products ?? [];
  const noCities = !place.loading && !place.error && place.cities.length === 0;
  return (
    <Box component="section">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('catalogue.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {place.city && (
          <CitySelect cities={place.cities} value={place.city.id} onChange={place.choose} />
        )}
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          label={t('catalogue.search')}
          placeholder={t('catalogue.searchPlaceholder')}
        />
      </Stack>
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
          cards={cards}
          more={{ base: pages.base, count: pages.count }}
          productPath={productPath}
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
          <Button variant="outlined" disabled={pages.loadingMore} onClick={pages.showMore}>
            {pages.loadingMore ? t('catalogue.loadingMore') : t('catalogue.showMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
