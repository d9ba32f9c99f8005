import { isApiError } from '@storefront/shared/api-client';
import { Alert, Button, Stack } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { ArrowBackIcon } from '@storefront/shared/ui/admin/icons';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { CatalogSearch } from '../../../components/catalog-search';
import { useCatalogTranslation } from '../../../i18n';
import { useCityStockList } from '../hooks/use-city-stock-list';
import { CityProductRow } from './city-product-row';

export interface CityProductsPageProps {
  /** The city id as the address has it. */
  cityId: string | undefined;
  /** The cities list to return to (with its search and page). */
  backTo: string;
}

/** Shop-spec 1.1: /admin/cities/{cityId}/products, the products stocked in the city. */
export function CityProductsPage({ cityId, backTo }: CityProductsPageProps) {
  const { t } = useCatalogTranslation();
  const id = routeId(cityId);
  const list = useCityStockList(id);
  const notFound =
    id === null || (isApiError(list.result.error) && list.result.error.status === 404);
  return (
    <Stack spacing={2}>
      <div>
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('cityProducts.back')}
        </Button>
      </div>
      {notFound ? (
        <Alert severity="error">{t('cityProducts.cityNotFound')}</Alert>
      ) : (
        <div>
          <PageHeader
            overline={t('cityProducts.overline')}
            title={list.result.data?.city.name ?? t('common.loading')}
            total={list.total}
          />
          <CatalogSearch
            query={list.query}
            found={list.result.data?.total}
            placeholder={t('cityProducts.searchPlaceholder')}
          />
          <ListFrame
            query={list.query}
            result={list.result}
            items={list.items}
            texts={{
              rows: t('cityProducts.listLabel'),
              none: t('cityProducts.none'),
              notFound: t('cityProducts.notFound'),
              error: t('common.listLoadFailed'),
            }}
            onRetry={list.retry}
            pager="several"
            row={(product) => <CityProductRow key={product.id} product={product} />}
          />
        </div>
      )}
    </Stack>
  );
}
