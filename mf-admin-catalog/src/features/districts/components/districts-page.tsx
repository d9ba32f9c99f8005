import { isApiError } from '@storefront/shared/api-client';
import { Alert, Button, Stack } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { ArrowBackIcon } from '@storefront/shared/ui/admin/icons';
import { useCatalogTranslation } from '../../../i18n';
import { useCity } from '../api/get-city';
import { DistrictsList } from './districts-list';

export interface DistrictsPageProps {
  /** The city id as the address has it. */
  cityId: string | undefined;
  /** The cities list to return to (with its search and page). */
  backTo: string;
}

/** Spec 2.8: /admin/cities/{cityId}/districts, headed by the city's name. */
export function DistrictsPage({ cityId, backTo }: DistrictsPageProps) {
  const { t } = useCatalogTranslation();
  const id = routeId(cityId);
  const city = useCity(id);
  const notFound = id === null || (isApiError(city.error) && city.error.status === 404);
  return (
    <Stack spacing={2}>
      <div>
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('districts.back')}
        </Button>
      </div>
      {notFound || city.error ? (
        <Alert severity="error">
          {t(notFound ? 'districts.cityNotFound' : 'districts.cityLoadFailed')}
        </Alert>
      ) : (
        <DistrictsList cityId={id} cityName={city.data?.name} />
      )}
    </Stack>
  );
}
