import type { Activity } from '@storefront/shared/contract/activities';
import { ListState, type LoadedList, listLoadState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { useAdminUsersTranslation } from '../../../i18n';
import { ActivityItem } from './activity-item';

export interface ActivityListProps {
  label: string;
  /** What the entries' SWR hook answered. */
  result: LoadedList;
  activities: Activity[] | undefined;
  withMetadata?: boolean;
}

/** A short list of events (a tab, a card): its loading, error and empty states, then the rows. */
export function ActivityList({ label, result, activities, withMetadata }: ActivityListProps) {
  const { t } = useAdminUsersTranslation();
  // No retry here: a short list's error stays a plain message.
  const { loading, error } = listLoadState(result);
  return (
    <>
      <ListState
        loading={loading}
        error={error}
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
