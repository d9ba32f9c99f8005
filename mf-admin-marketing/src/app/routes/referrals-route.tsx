import type { TabDef } from '@storefront/shared/ui/admin/section-tabs';
import type { ReactNode } from 'react';
import { OverviewGrid } from '../../components/overview-section';
import { TabbedPage, useTab } from '../../components/tabbed-page';
import { CodeList } from '../../features/referral-codes/components/code-list';
import { CreateProgramButton } from '../../features/referral-programs/components/create-program-button';
import { LatestPrograms } from '../../features/referral-programs/components/latest-programs';
import { ProgramList } from '../../features/referral-programs/components/program-list';
import { ReferralSummary } from '../../features/referral-stats/components/referral-summary';
import { LatestReferrals } from '../../features/referrals/components/latest-referrals';
import { ReferralList } from '../../features/referrals/components/referral-list';
import { useMarketingTranslation } from '../../i18n';

type ReferralsTab = 'overview' | 'programs' | 'codes' | 'referrals';

/** Spec 2.11: the four tabs, in `?tab=` (the overview has none); labels are message keys. */
export const REFERRALS_TABS: readonly TabDef<ReferralsTab>[] = [
  { value: 'overview', label: 'referralsPage.tabs.overview' },
  { value: 'programs', label: 'referralsPage.tabs.programs' },
  { value: 'codes', label: 'referralsPage.tabs.codes' },
  { value: 'referrals', label: 'referralsPage.tabs.referrals' },
];

/** /admin/referrals: summary cards over the four tabs of spec 2.11. */
export function ReferralsRoute() {
  const { t } = useMarketingTranslation();
  const { tab, choose } = useTab(REFERRALS_TABS);
  const panels: Record<ReferralsTab, () => ReactNode> = {
    overview: () => (
      <OverviewGrid>
        <LatestPrograms />
        <LatestReferrals />
      </OverviewGrid>
    ),
    programs: () => <ProgramList />,
    codes: () => <CodeList />,
    referrals: () => <ReferralList />,
  };
  return (
    <TabbedPage
      title={t('referralsPage.title')}
      actions={tab === 'programs' ? <CreateProgramButton /> : undefined}
      summary={<ReferralSummary />}
      tabs={REFERRALS_TABS}
      tab={tab}
      onTab={choose}
    >
      {panels[tab]()}
    </TabbedPage>
  );
}
