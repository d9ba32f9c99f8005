import type { Activity } from '@storefront/shared/contract/activities';
import { Alert, Typography } from '@storefront/shared/mui/core';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { useAdminUsersTranslation } from '../../../i18n';
import { ActivityItem } from './activity-item';

export interface ActivityListProps {
  label: string;
  activities: Activity[] | undefined;
  loading: boolean;
  /** The entries shown are the previous result while the next loads. */
  pending?: boolean;
  error: unknown;
  withMetadata?: boolean;
  /** Filters are on: nothing matched, rather than nothing happened. */
  filtered?: boolean;
}

export function ActivityList({
  label,
  activities,
  loading,
  pending = false,
  error,
  withMetadata,
  filtered,
}: ActivityListProps) {
  const { t } = useAdminUsersTranslation();
  if (loading)
    return <Typography sx={{ py: 3, textAlign: 'center' }}>{t('app.loading')}</Typography>;
  if (error && !activities) {
    return <Alert severity="error">{t('activity.loadError')}</Alert>;
  }
  if (!activities?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {filtered ? t('activity.notFound') : t('activity.none')}
      </Typography>
    );
  }
  return (
    <Rows label={label} pending={pending}>
      {activities.map((activity) => (
        <ActivityItem key={activity.id} activity={activity} withMetadata={withMetadata} />
      ))}
    </Rows>
  );
}
