import type { Product } from '@storefront/shared/contract/products';
import { Box, Button } from '@storefront/shared/mui/core';
import { Link, useLocation } from '@storefront/shared/router';
import { refreshLowStockCount } from '@storefront/shared/shop/low-stock';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { pendingProps } from '@storefront/shared/ui/admin/row-layout';
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
  const revalidate = useRevalidateProducts();
  const removal = useConfirmedDelete<Product>(
    deleteProduct,
    { done: 'products.deleted', failed: 'products.deleteFailed' },
    // A deleted product leaves 'Мало на складе' too (the menu's count).
    () => Promise.all([revalidate(), refreshLowStockCount()]),
  );
  const { pathname, search } = useLocation();
  const data = list.result.data;
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
      <FilterBar
        query={list.query}
        search={{ placeholder: t('products.searchPlaceholder') }}
        controls={{
          stock: {
            label: t('products.filters.stock'),
            all: t('products.filters.allProducts'),
            optionLabel: () => t('products.filters.lowStock'),
            minWidth: 200,
          },
        }}
      />
      <ListFrame
        query={list.query}
        result={list.result}
        items={data?.products ?? []}
        texts={{
          rows: t('products.listLabel'),
          none: t('products.none'),
          notFound: t('products.notFound'),
          error: t('common.listLoadFailed'),
        }}
        onRetry={list.retry}
        pager="several"
        pagerSummary={data && productsSummary(t, data.page, data.size, data.total)}
        layout={(rows, pending) => (
          <Box
            component="ul"
            aria-label={t('products.listLabel')}
            {...pendingProps(pending)}
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
            {rows}
          </Box>
        )}
        row={(product) => (
          <ProductCard
            key={product.id}
            product={product}
            editTo={editPath(product.id)}
            returnTo={pathname + search}
            onDelete={() => removal.ask(product)}
            onLoad={() => onLoad(product)}
          />
        )}
      />
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
