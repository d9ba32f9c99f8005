import { CitiesPage } from '../../features/cities/components/cities-page';
import { type CatalogPaths, fillPath } from '../paths';

/** /admin/cities (spec 2.8); a row leads to the city's districts and its products. */
export function CitiesRoute({ paths }: { paths: CatalogPaths }) {
  return (
    <CitiesPage
      districtsPath={(cityId) => fillPath(paths.districts, { cityId })}
      productsPath={(cityId) => fillPath(paths.cityProducts, { cityId })}
    />
  );
}
