import { isApiError } from '@storefront/shared/api-client';
import { Alert, Button, Stack } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { ArrowBackIcon } from '@storefront/shared/ui/admin/icons';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchableListState } from '../../../components/searchable-list-state';
import { useCatalogTranslation } from '../../../i18n';
import { parseId } from '../../../utils/parse-id';
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
  const id = parseId(cityId);
  const list = useCityStockList(id);
  const notFound = id === null || (isApiError(list.error) && list.error.status === 404);
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
            title={list.data?.city.name ?? t('common.loading')}
            total={list.total}
          />
          <SearchableListState
            list={list}
            searchPlaceholder={t('cityProducts.searchPlaceholder')}
            notFoundText={t('cityProducts.notFound')}
            noneText={t('cityProducts.none')}
          />
          {list.items.length > 0 && (
            <Rows label={t('cityProducts.listLabel')} pending={list.pending}>
              {list.items.map((product) => (
                <CityProductRow key={product.id} product={product} />
              ))}
            </Rows>
          )}
          {list.data && list.data.pages > 1 && (
            <Pager page={list.params.page} pages={list.data.pages} onPage={list.params.setPage} />
          )}
        </div>
      )}
    </Stack>
  );
}
