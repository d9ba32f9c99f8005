import { Stack } from '@storefront/shared/mui/core';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { ActivityStatsSection } from '../../features/statistics/components/activity-stats-section';
import { TaskStatsSection } from '../../features/statistics/components/task-stats-section';
import { UserStatsSection } from '../../features/statistics/components/user-stats-section';
import { useAdminUsersTranslation } from '../../i18n';

/**
 * /admin/statistics. Three calls instead of GET /admin/stats: each block shows as soon as its
 * own figures arrive, and one failing source leaves the others readable.
 */
export function StatisticsRoute() {
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <PageHeader title={t('statistics.title')} />
      <Stack spacing={3}>
        <UserStatsSection />
        <TaskStatsSection />
        <ActivityStatsSection />
      </Stack>
    </>
  );
}
