import { isApiError } from '@storefront/shared/api-client';
import { Box, Link, Stack } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { isPending, pendingProps } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import { useCity } from '../../../hooks/use-city';
import { useStorefrontTranslation } from '../../../i18n';
import { withCity } from '../../../utils/city-link';
import { useProduct } from '../api/get-product';
import { OtherCities } from './other-cities';
import { ProductCity } from './product-city';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';

export interface ProductPageProps {
  productId: number;
  /** The catalogue, for the way back. */
  productsPath: string;
  /** A product's page (another city's link is this one's with `?city=`). */
  productPath: (id: number) => string;
  /** Shown under a product found (its reviews: another feature, composed by the route). */
  reviews?: ReactNode;
}

/**
 * shop-spec 1.2 /products/{id}: the product in the visitor's city (named, with 'Город' to change
 * it, and the other cities holding it when this one does not: issue 21), and buying it.
 */
export function ProductPage({ productId, productsPath, productPath, reviews }: ProductPageProps) {
  const { t } = useStorefrontTranslation();
  const place = useCity();
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const noCity = !place.loading && !place.error && place.city === null;
  const { data, error, isLoading, mutate } = useProduct(
    productId,
    valid ? (place.city?.id ?? null) : null,
  );
  // Another city's answer is on its way; the previous one stays, inert.
  const stale = isPending({ isLoading, data });
  const backTo = withCity(productsPath, place.city?.id);
  if (!valid || noCity || (isApiError(error) && error.status === 404)) {
    return (
      <NotFoundPage
        title={t('product.notFound')}
        links={[{ to: backTo, label: t('product.back') }]}
      />
    );
  }
  if (!data) {
    return (
      <ListState
        loading={place.loading || isLoading}
        error={place.error ?? error}
        onRetry={place.error ? place.retry : () => void mutate()}
        errorText={t('product.loadError')}
        empty={false}
        noneText=""
      />
    );
  }
  return (
    <Box component="article">
      <Box sx={{ mb: 2 }}>
        <Link component={RouterLink} to={backTo}>
          {t('product.back')}
        </Link>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <ProductGallery
          name={data.name}
          images={[data.logo_image, ...data.images].filter(Boolean)}
        />
        <Stack spacing={3}>
          <Box {...pendingProps(stale)}>
            <ProductDetails product={data} />
          </Box>
          {place.city && (
            <ProductCity city={place.city} cities={place.cities} onChoose={place.choose} />
          )}
          {/* The previous city's stock is not offered while the new city's is on its way. */}
          <Stack spacing={3} {...pendingProps(stale)}>
            <PurchasePanel
              product={data}
              cityId={place.city?.id ?? null}
              onStale={() => mutate()}
            />
            {data.districts.length === 0 && (
              <OtherCities cities={data.other_cities} href={productPath(data.id)} />
            )}
          </Stack>
        </Stack>
      </Box>
      {reviews && <Box sx={{ mt: { xs: 4, md: 6 } }}>{reviews}</Box>}
    </Box>
  );
}
