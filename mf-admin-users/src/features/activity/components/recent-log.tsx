import { useActivityStats } from '../../../api/get-activity-stats';
import { useAdminUsersTranslation } from '../../../i18n';
import { ActivityList } from './activity-list';

/** The 'Журнал' tab (spec 2.5 reading A): the latest events with their metadata. */
export function RecentLog() {
  const { t } = useAdminUsersTranslation();
  const { data, error, isLoading } = useActivityStats();
  return (
    <ActivityList
      label={t('activity.recentLabel')}
      activities={data?.recent_activities}
      loading={isLoading && !data}
      error={error}
      withMetadata
    />
  );
}
