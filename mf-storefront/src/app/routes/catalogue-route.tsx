import { Catalogue } from '../../features/catalogue/components/catalogue';
import type { StorefrontPaths } from '../paths';

/** /products: the public catalogue. */
export function CatalogueRoute({ paths }: { paths: StorefrontPaths }) {
  return <Catalogue productPath={paths.productOf} />;
}
