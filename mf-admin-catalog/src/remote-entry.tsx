import { Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes } from '@storefront/shared/router';
import { FlashProvider } from '@storefront/shared/ui/admin/flash';
import { lazy, Suspense } from 'react';
import { catalogPaths } from './app/paths';
import { useCatalogTranslation } from './i18n';

// One chunk per page: a visit to the cities does not download the product form.
const CitiesRoute = lazy(() =>
  import('./app/routes/cities-route').then((m) => ({ default: m.CitiesRoute })),
);
const DistrictsRoute = lazy(() =>
  import('./app/routes/districts-route').then((m) => ({ default: m.DistrictsRoute })),
);
const CityProductsRoute = lazy(() =>
  import('./app/routes/city-products-route').then((m) => ({ default: m.CityProductsRoute })),
);
const ProductsRoute = lazy(() =>
  import('./app/routes/products-route').then((m) => ({ default: m.ProductsRoute })),
);
const ProductCreateRoute = lazy(() =>
  import('./app/routes/product-create-route').then((m) => ({ default: m.ProductCreateRoute })),
);
const ProductEditRoute = lazy(() =>
  import('./app/routes/product-edit-route').then((m) => ({ default: m.ProductEditRoute })),
);
const NotFoundRoute = lazy(() =>
  import('@storefront/shared/ui/admin/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * `./App`: the catalog back-office (cities, their districts, products and the product forms).
 * The shell applies the admin guard and layout; this renders the page content only.
 */
export default function App({ basePath }: RemoteAppProps) {
  // Here rather than in each page: the chosen language's messages load once, before any page.
  const { t } = useCatalogTranslation();
  const paths = catalogPaths(basePath);
  return (
    <FlashProvider>
      <Suspense fallback={<Typography>{t('common.loading')}</Typography>}>
        <Routes>
          <Route path={paths.cities} element={<CitiesRoute paths={paths} />} />
          <Route path={paths.districts} element={<DistrictsRoute paths={paths} />} />
          <Route path={paths.cityProducts} element={<CityProductsRoute paths={paths} />} />
          <Route path={paths.products} element={<ProductsRoute paths={paths} />} />
          <Route path={paths.productCreate} element={<ProductCreateRoute paths={paths} />} />
          <Route path={paths.productEdit} element={<ProductEditRoute paths={paths} />} />
          <Route
            path={paths.unknown}
            element={
              <NotFoundRoute
                links={[
                  { to: paths.cities, label: t('notFound.toCities') },
                  { to: paths.products, label: t('notFound.toProducts') },
                ]}
              />
            }
          />
        </Routes>
      </Suspense>
    </FlashProvider>
  );
}
