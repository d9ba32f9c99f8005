import type { ShopProductCard } from '@storefront/shared/dto/shop';
import { Box } from '@storefront/shared/mui/core';
import { pendingProps } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { type CatalogueQuery, useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

type Base = Omit<CatalogueQuery, 'page'>;

export interface ProductGridProps {
  cards: readonly ShopProductCard[];
  /** The appended pages 2..count. */
  more: { base: Base; count: number };
  productPath: (id: number) => string;
  pending: boolean;
}

/** 2 columns on a phone, up to 4 on a desk; pages appended in order, one list. */
export function ProductGrid({ cards, more, productPath, pending }: ProductGridProps) {
  const { t } = useStorefrontTranslation();
  const pages: ReactNode[] = [];
  for (let page = 2; page <= more.count; page += 1) {
    pages.push(<MorePage key={page} query={{ ...more.base, page }} productPath={productPath} />);
  }
  return (
    <Box
      component="ul"
      aria-label={t('catalogue.grid')}
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
      {...pendingProps(pending)}
    >
      {cards.map((product) => (
        <ProductCard key={product.id} product={product} to={productPath(product.id)} />
      ))}
      {pages}
    </Box>
  );
}

/** The cards of one appended page; nothing until they arrive. */
function MorePage({
  query,
  productPath,
}: {
  query: CatalogueQuery;
  productPath: (id: number) => string;
}) {
  const { data } = useProducts(query);
  return data?.products.map((product) => (
    <ProductCard key={product.id} product={product} to={productPath(product.id)} />
  ));
}
