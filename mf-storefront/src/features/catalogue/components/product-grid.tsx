import type { ShopProductCard } from '@storefront/shared/contract/shop';
import { Box } from '@storefront/shared/mui/core';
import { pendingProps } from '@storefront/shared/ui/admin/row-layout';
import { type ReactNode, useEffect } from 'react';
import { PRIORITY_CARDS } from '../../../utils/image-sizes';
import { type CatalogueQuery, useProducts } from '../api/get-products';
import { pageKey } from '../hooks/use-catalogue-pages';
import { ProductCard } from './product-card';

type Base = Omit<CatalogueQuery, 'page'>;

export interface ProductGridProps {
  cards: readonly ShopProductCard[];
  /** The appended pages 2..count, each reporting its arrival. */
  more?: { base: Base; count: number; onLoaded: (key: string) => void };
  productHref: (id: number) => string;
  pending?: boolean;
  /** The grid's name for screen readers ('Список товаров'). */
  label: string;
  /** The cards' headings (h3 under a section's heading). */
  heading?: 'h2' | 'h3';
}

/** 2 columns on a phone, up to 4 on a desk; pages appended in order, one list. */
export function ProductGrid({
  cards,
  more,
  productHref,
  pending = false,
  label,
  heading,
}: ProductGridProps) {
  const pages: ReactNode[] = [];
  for (let page = 2; more && page <= more.count; page += 1) {
    pages.push(
      <MorePage
        key={page}
        query={{ ...more.base, page }}
        productHref={productHref}
        onLoaded={more.onLoaded}
      />,
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label}
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
      {cards.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          to={productHref(product.id)}
          priority={index < PRIORITY_CARDS}
          heading={heading}
        />
      ))}
      {pages}
    </Box>
  );
}

/** The cards of one appended page; nothing until they arrive. */
function MorePage({
  query,
  productHref,
  onLoaded,
}: {
  query: CatalogueQuery;
  productHref: (id: number) => string;
  onLoaded: (key: string) => void;
}) {
  const { data } = useProducts(query);
  const { page, ...base } = query;
  const key = pageKey(base, page);
  const arrived = data !== undefined;
  useEffect(() => {
    if (arrived) onLoaded(key);
  }, [arrived, key, onLoaded]);
  return data?.products.map((product) => (
    <ProductCard key={product.id} product={product} to={productHref(product.id)} />
  ));
}
