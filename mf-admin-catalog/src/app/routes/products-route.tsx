import type { Product } from '@storefront/shared/contract/products';
import { useState } from 'react';
import { StockDialog } from '../../features/product-stock/components/stock-dialog';
import { useRevalidateProducts } from '../../features/products/api/get-products';
import { ProductsPage } from '../../features/products/components/products-page';
import { type CatalogPaths, fillPath } from '../paths';

interface StockTarget {
  product: Product;
  open: boolean;
  /** Changes with every opening, so the dialog starts without the last visit's edits. */
  visit: number;
}

/** /admin/products (spec 2.9); a card's load button opens the product's 'Остатки'. */
export function ProductsRoute({ paths }: { paths: CatalogPaths }) {
  const [stock, setStock] = useState<StockTarget | null>(null);
  // The cards show each product's stock total (issue 23).
  const revalidateProducts = useRevalidateProducts();
  return (
    <>
      <ProductsPage
        createTo={paths.productCreate}
        editPath={(id) => fillPath(paths.productEdit, { id })}
        onLoad={(product) =>
          setStock((last) => ({ product, open: true, visit: (last?.visit ?? 0) + 1 }))
        }
      />
      {stock && (
        // Kept mounted while closed, so the dialog fades out before it is dropped.
        <StockDialog
          key={stock.visit}
          product={stock.product}
          open={stock.open}
          onClose={() => setStock((last) => last && { ...last, open: false })}
          onSaved={() => void revalidateProducts()}
        />
      )}
    </>
  );
}
