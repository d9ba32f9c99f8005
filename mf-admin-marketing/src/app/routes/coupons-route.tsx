import type { TabDef } from '@storefront/shared/ui/admin/section-tabs';
import type { ReactNode } from 'react';
import { OverviewGrid } from '../../components/overview-section';
import { TabbedPage, useTab } from '../../components/tabbed-page';
import { CouponBulkGenerator } from '../../features/coupon-generator/components/bulk-generator';
import { CouponSummary } from '../../features/coupon-stats/components/coupon-summary';
import { LatestUsages } from '../../features/coupon-usages/components/latest-usages';
import { UsageList } from '../../features/coupon-usages/components/usage-list';
import { CouponWizard } from '../../features/coupon-wizard/components/coupon-wizard';
import { CouponList } from '../../features/coupons/components/coupon-list';
import { LatestCoupons } from '../../features/coupons/components/latest-coupons';
import { useMarketingTranslation } from '../../i18n';

type CouponsTab = 'overview' | 'coupons' | 'usages' | 'create' | 'generate';

/** Spec 2.12: the five tabs, in `?tab=` (the overview has none); labels are message keys. */
export const COUPONS_TABS: readonly TabDef<CouponsTab>[] = [
  { value: 'overview', label: 'couponsPage.tabs.overview' },
  { value: 'coupons', label: 'couponsPage.tabs.coupons' },
  { value: 'usages', label: 'couponsPage.tabs.usages' },
  { value: 'create', label: 'couponsPage.tabs.create' },
  { value: 'generate', label: 'couponsPage.tabs.generate' },
];

/** /admin/coupons: summary cards over the five tabs of spec 2.12. */
export function CouponsRoute() {
  const { t } = useMarketingTranslation();
  const { tab, choose } = useTab(COUPONS_TABS);
  const panels: Record<CouponsTab, () => ReactNode> = {
    overview: () => (
      <OverviewGrid>
        <LatestCoupons />
        <LatestUsages />
      </OverviewGrid>
    ),
    coupons: () => <CouponList />,
    usages: () => <UsageList />,
    create: () => <CouponWizard onClose={() => choose('overview')} />,
    generate: () => <CouponBulkGenerator />,
  };
  return (
    <TabbedPage
      title={t('couponsPage.title')}
      summary={<CouponSummary />}
      tabs={COUPONS_TABS}
      tab={tab}
      onTab={choose}
    >
      {panels[tab]()}
    </TabbedPage>
  );
}
