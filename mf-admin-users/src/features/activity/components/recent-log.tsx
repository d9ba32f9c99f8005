import { useActivityStats } from '../../../api/get-activity-stats';
import { useAdminUsersTranslation } from '../../../i18n';
import { ActivityList } from './activity-list';

/** The 'Журнал' tab (spec 2.5 reading A): the latest events with their metadata. */
export function RecentLog() {
  const { t } = useAdminUsersTranslation();
  const result = useActivityStats();
  return (
    <ActivityList
      label={t('activity.recentLabel')}
      result={result}
      activities={result.data?.recent_activities}
      withMetadata
    />
  );
}
