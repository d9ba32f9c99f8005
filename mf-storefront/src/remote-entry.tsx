import { Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes } from '@storefront/shared/router';
import { LazyNotFoundPage } from '@storefront/shared/ui/admin/lazy-not-found-page';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { Suspense } from 'react';
import { storefrontPaths } from './app/paths';
import { useStorefrontTranslation } from './i18n';

// One chunk per page: a visitor of the catalogue does not download the payment page.
const HomeRoute = lazyExport(() => import('./app/routes/home-route'), 'HomeRoute');
const CatalogueRoute = lazyExport(() => import('./app/routes/catalogue-route'), 'CatalogueRoute');
const ProductRoute = lazyExport(() => import('./app/routes/product-route'), 'ProductRoute');
const PayRoute = lazyExport(() => import('./app/routes/pay-route'), 'PayRoute');
const ReviewsRoute = lazyExport(() => import('./app/routes/reviews-route'), 'ReviewsRoute');
const RulesRoute = lazyExport(() => import('./app/routes/rules-route'), 'RulesRoute');
const ContactsRoute = lazyExport(() => import('./app/routes/contacts-route'), 'ContactsRoute');

/**
 * `./App`: the shop's public side (shop-spec 1.2, 1.3, 2.3, 2.4): the home page, the catalogue, the product
 * page with its reviews, the test provider's payment page, /reviews, /rules and /contacts. The
 * shell applies the guards (public, and signed in for /pay) and its layout; this renders the
 * page content only.
 */
export default function App({ basePath }: RemoteAppProps) {
  const paths = storefrontPaths(basePath);
  const { t } = useStorefrontTranslation();
  const notFound = (
    <LazyNotFoundPage links={[{ to: paths.products, label: t('app.toProducts') }]} />
  );
  return (
    <Suspense fallback={<Typography>{t('app.loading')}</Typography>}>
      <Routes>
        <Route path={paths.home} element={<HomeRoute paths={paths} />} />
        <Route path={paths.products} element={<CatalogueRoute paths={paths} />} />
        <Route path={paths.product} element={<ProductRoute paths={paths} />} />
        <Route path={paths.pay} element={<PayRoute />} />
        <Route path={paths.productUnknown} element={notFound} />
        <Route path={paths.payUnknown} element={notFound} />
        <Route path={paths.reviews} element={<ReviewsRoute paths={paths} />} />
        <Route path={paths.rules} element={<RulesRoute />} />
        <Route path={paths.contacts} element={<ContactsRoute />} />
        {paths.infoUnknown.map((path) => (
          <Route key={path} path={path} element={notFound} />
        ))}
      </Routes>
    </Suspense>
  );
}
