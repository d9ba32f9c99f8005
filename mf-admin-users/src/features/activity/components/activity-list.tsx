import type { Activity } from '@storefront/shared/contract/activities';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { useAdminUsersTranslation } from '../../../i18n';
import { ActivityItem } from './activity-item';

export interface ActivityListProps {
  label: string;
  /** What the entries' SWR hook answered. */
  result: { data?: unknown; error: unknown; isLoading: boolean };
  activities: Activity[] | undefined;
  withMetadata?: boolean;
}

/** A short list of events (a tab, a card): its loading, error and empty states, then the rows. */
export function ActivityList({ label, result, activities, withMetadata }: ActivityListProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <ListState
        loading={result.isLoading && !result.data}
        error={activities ? null : result.error}
        errorText={t('activity.loadError')}
        empty={!activities?.length}
        noneText={t('activity.none')}
      />
      {activities && activities.length > 0 && (
        <Rows label={label}>
          {activities.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} withMetadata={withMetadata} />
          ))}
        </Rows>
      )}
    </>
  );
}
