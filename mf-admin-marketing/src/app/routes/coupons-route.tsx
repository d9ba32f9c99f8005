import { useSearchParams } from '@storefront/shared/router';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { readTab, SectionTabs, type TabDef } from '@storefront/shared/ui/admin/section-tabs';
import type { ReactNode } from 'react';
import { OverviewGrid } from '../../components/overview-section';
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
  const [params, setParams] = useSearchParams();
  const tab = readTab(params, COUPONS_TABS);
  // Each tab starts from its own clean query; Back returns to the previous tab as it was.
  const choose = (next: CouponsTab) => setParams(next === 'overview' ? {} : { tab: next });
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
  const tabs = COUPONS_TABS.map((def) => ({ ...def, label: t(def.label) }));
  return (
    <>
      <PageHeader title={t('couponsPage.title')} />
      <CouponSummary />
      <SectionTabs tabs={tabs} value={tab} onChange={choose} />
      <div role="tabpanel">{panels[tab]()}</div>
    </>
  );
}
