import { useLocation, useParams } from '@storefront/shared/router';
import { DistrictsPage } from '../../features/districts/components/districts-page';
import { type CatalogPaths, returnPath } from '../paths';

/** /admin/cities/{cityId}/districts (spec 2.8). */
export function DistrictsRoute({ paths }: { paths: CatalogPaths }) {
  const { cityId } = useParams();
  const backTo = returnPath(useLocation().state, paths.cities);
  return <DistrictsPage key={cityId} cityId={cityId} backTo={backTo} />;
}
