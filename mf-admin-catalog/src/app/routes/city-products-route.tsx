import { useLocation, useParams } from '@storefront/shared/router';
import { CityProductsPage } from '../../features/city-stock/components/city-products-page';
import { type CatalogPaths, returnPath } from '../paths';

/** /admin/cities/{cityId}/products (shop-spec 1.1): back to the cities list it came from. */
export function CityProductsRoute({ paths }: { paths: CatalogPaths }) {
  const { cityId } = useParams();
  const backTo = returnPath(useLocation().state, paths.cities);
  return <CityProductsPage key={cityId} cityId={cityId} backTo={backTo} />;
}
