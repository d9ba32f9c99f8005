import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route } from '@storefront/shared/router';
import { AdminRoutes } from '@storefront/shared/ui/admin/admin-routes';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { catalogPaths } from './app/paths';
import { useCatalogTranslation } from './i18n';

// One chunk per page: a visit to the cities does not download the product form.
const CitiesRoute = lazyExport(() => import('./app/routes/cities-route'), 'CitiesRoute');
const DistrictsRoute = lazyExport(() => import('./app/routes/districts-route'), 'DistrictsRoute');
const CityProductsRoute = lazyExport(
  () => import('./app/routes/city-products-route'),
  'CityProductsRoute',
);
const ProductsRoute = lazyExport(() => import('./app/routes/products-route'), 'ProductsRoute');
const ProductCreateRoute = lazyExport(
  () => import('./app/routes/product-create-route'),
  'ProductCreateRoute',
);
const ProductEditRoute = lazyExport(
  () => import('./app/routes/product-edit-route'),
  'ProductEditRoute',
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
    <AdminRoutes
      loading={t('common.loading')}
      unknown={[
        {
          path: paths.unknown,
          links: [
            { to: paths.cities, label: t('notFound.toCities') },
            { to: paths.products, label: t('notFound.toProducts') },
          ],
        },
      ]}
    >
      <Route path={paths.cities} element={<CitiesRoute paths={paths} />} />
      <Route path={paths.districts} element={<DistrictsRoute paths={paths} />} />
      <Route path={paths.cityProducts} element={<CityProductsRoute paths={paths} />} />
      <Route path={paths.products} element={<ProductsRoute paths={paths} />} />
      <Route path={paths.productCreate} element={<ProductCreateRoute paths={paths} />} />
      <Route path={paths.productEdit} element={<ProductEditRoute paths={paths} />} />
    </AdminRoutes>
  );
}
