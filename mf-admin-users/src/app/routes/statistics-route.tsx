import { Stack } from '@storefront/shared/mui/core';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { SalesSection } from '../../features/sales/components/sales-section';
import { ActivityStatsSection } from '../../features/statistics/components/activity-stats-section';
import { TaskStatsSection } from '../../features/statistics/components/task-stats-section';
import { UserStatsSection } from '../../features/statistics/components/user-stats-section';
import { useAdminUsersTranslation } from '../../i18n';

/**
 * /admin/statistics: the sales first (issue 23: what the owner comes for), then the seed's
 * counters. Separate calls instead of GET /admin/stats: each block shows as soon as its own
 * figures arrive, and one failing source leaves the others readable.
 */
export function StatisticsRoute() {
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <PageHeader title={t('statistics.title')} />
      <Stack spacing={3}>
        <SalesSection />
        <UserStatsSection />
        <TaskStatsSection />
        <ActivityStatsSection />
      </Stack>
    </>
  );
}
