import { useActivityStats } from '../../../api/get-activity-stats';
import { ActivityList } from './activity-list';

/** The 'Журнал' tab (spec 2.5 reading A): the latest events with their metadata. */
export function RecentLog() {
  const { data, error, isLoading } = useActivityStats();
  return (
    <ActivityList
      label="Журнал"
      activities={data?.recent_activities}
      loading={isLoading && !data}
      error={error}
      withMetadata
    />
  );
}
