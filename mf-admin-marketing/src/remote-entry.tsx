import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route } from '@storefront/shared/router';
import { AdminRoutes } from '@storefront/shared/ui/admin/admin-routes';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { marketingPaths } from './app/paths';
import { useMarketingTranslation } from './i18n';

// One chunk per page: a visit to the coupons does not download the referral screens.
const CouponsRoute = lazyExport(() => import('./app/routes/coupons-route'), 'CouponsRoute');
const ReferralsRoute = lazyExport(() => import('./app/routes/referrals-route'), 'ReferralsRoute');
const DiscountsRoute = lazyExport(() => import('./app/routes/discounts-route'), 'DiscountsRoute');

/**
 * `./App`: the marketing back-office, coupons (spec 2.12), referrals (spec 2.11) and automatic
 * discounts (shop-spec 2.1). The shell applies the admin guard and layout; this renders the
 * page content only.
 */
export default function App({ basePath }: RemoteAppProps) {
  const paths = marketingPaths(basePath);
  const { t } = useMarketingTranslation();
  return (
    <AdminRoutes
      loading={t('app.loading')}
      unknown={[
        { path: paths.couponsUnknown, links: [{ to: paths.coupons, label: t('app.toCoupons') }] },
        {
          path: paths.referralsUnknown,
          links: [{ to: paths.referrals, label: t('app.toReferrals') }],
        },
        {
          path: paths.discountsUnknown,
          links: [{ to: paths.discounts, label: t('app.toDiscounts') }],
        },
      ]}
    >
      <Route path={paths.coupons} element={<CouponsRoute />} />
      <Route path={paths.referrals} element={<ReferralsRoute />} />
      <Route path={paths.discounts} element={<DiscountsRoute />} />
    </AdminRoutes>
  );
}
