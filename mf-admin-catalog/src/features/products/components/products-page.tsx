import type { Product } from '@storefront/shared/contract/products';
import { Box, Button } from '@storefront/shared/mui/core';
import { Link, useLocation } from '@storefront/shared/router';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { pendingProps } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { russianText, useCatalogTranslation } from '../../../i18n';
import { deleteProduct } from '../api/delete-product';
import { useRevalidateProducts } from '../api/get-products';
import { useProductList } from '../hooks/use-product-list';
import { productsSummary } from '../utils/products-summary';
import { ProductCard } from './product-card';

export const PRODUCT_DELETE_CONFIRM = russianText('products.deleteConfirm');

export interface ProductsPageProps {
  createTo: string;
  editPath: (id: number) => string;
  /** A card's load button: the route opens the product's stock dialog. */
  onLoad: (product: Product) => void;
}

/** Spec 2.9: /admin/products, a grid of 2 to 4 columns. */
export function ProductsPage({ createTo, editPath, onLoad }: ProductsPageProps) {
  const { t } = useCatalogTranslation();
  const list = useProductList();
  const removal = useConfirmedDelete<Product>(
    deleteProduct,
    { done: 'products.deleted', failed: 'products.deleteFailed' },
    useRevalidateProducts(),
  );
  const { pathname, search } = useLocation();
  const products = list.data?.products ?? [];
  const data = list.data;
  return (
    <>
      <PageHeader
        title={t('products.title')}
        total={data?.total}
        actions={
          <Button component={Link} to={createTo} variant="contained" startIcon={<AddIcon />}>
            {t('products.add')}
          </Button>
        }
      />
      <SearchField
        value={list.params.search}
        onSearch={list.params.setSearch}
        placeholder={t('products.searchPlaceholder')}
        standalone
      />
      <ListState
        loading={list.loading}
        error={data ? null : list.error}
        errorText={t('common.listLoadFailed')}
        empty={products.length === 0}
        searching={list.params.searching}
        notFoundText={t('products.notFound')}
        noneText={t('products.none')}
        onRetry={list.retry}
      />
      {products.length > 0 && (
        <Box
          component="ul"
          aria-label={t('products.listLabel')}
          {...pendingProps(list.pending)}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, 1fr)',
              md: 'repeat(3, 1fr)',
              lg: 'repeat(4, 1fr)',
            },
            p: 0,
            m: 0,
          }}
        >
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              editTo={editPath(product.id)}
              returnTo={pathname + search}
              onDelete={() => removal.ask(product)}
              onLoad={() => onLoad(product)}
            />
          ))}
        </Box>
      )}
      {data && data.total > data.size && (
        <Pager
          page={list.params.page}
          pages={data.pages}
          onPage={list.params.setPage}
          summary={productsSummary(t, data.page, data.size, data.total)}
        />
      )}
      <ConfirmDialog
        open={removal.pending !== null}
        title={t('products.deleteTitle')}
        text={t('products.deleteConfirm')}
        confirmLabel={t('common.delete')}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
