import { ProductsPage } from '../../features/products/components/products-page';
import { type CatalogPaths, fillPath } from '../paths';

/** /admin/products (spec 2.9). */
export function ProductsRoute({ paths }: { paths: CatalogPaths }) {
  return (
    <ProductsPage
      createTo={paths.productCreate}
      editPath={(id) => fillPath(paths.productEdit, { id })}
    />
  );
}
