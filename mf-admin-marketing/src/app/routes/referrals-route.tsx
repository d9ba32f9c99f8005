import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { readTab, SectionTabs, type TabDef } from '@storefront/shared/ui/admin/section-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OverviewGrid } from '../../components/overview-section';
import { CodeList } from '../../features/referral-codes/components/code-list';
import { CreateProgramButton } from '../../features/referral-programs/components/create-program-button';
import { LatestPrograms } from '../../features/referral-programs/components/latest-programs';
import { ProgramList } from '../../features/referral-programs/components/program-list';
import { ReferralSummary } from '../../features/referral-stats/components/referral-summary';
import { LatestReferrals } from '../../features/referrals/components/latest-referrals';
import { ReferralList } from '../../features/referrals/components/referral-list';

type ReferralsTab = 'overview' | 'programs' | 'codes' | 'referrals';

/** Spec 2.11: the four tabs, in `?tab=` (the overview has none). */
export const REFERRALS_TABS: readonly TabDef<ReferralsTab>[] = [
  { value: 'overview', label: 'Обзор' },
  { value: 'programs', label: 'Программы' },
  { value: 'codes', label: 'Коды' },
  { value: 'referrals', label: 'Рефералы' },
];

/** /admin/referrals: summary cards over the four tabs of spec 2.11. */
export function ReferralsRoute() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params, REFERRALS_TABS);
  const choose = (next: ReferralsTab) => setParams(next === 'overview' ? {} : { tab: next });
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
    <>
      <PageHeader
        title="Рефералка"
        actions={tab === 'programs' ? <CreateProgramButton /> : undefined}
      />
      <ReferralSummary />
      <SectionTabs tabs={REFERRALS_TABS} value={tab} onChange={choose} />
      <div role="tabpanel">{panels[tab]()}</div>
    </>
  );
}
