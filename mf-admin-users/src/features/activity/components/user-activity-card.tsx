import { Card, CardContent, Typography } from '@storefront/shared/mui/core';
import { useUserActivities } from '../api/get-user-activities';
import { ActivityList } from './activity-list';

const RECENT = 10;

/** The user edit page's last actions of that user. */
export function UserActivityCard({ userId }: { userId: number }) {
  const { data, error, isLoading } = useUserActivities(userId, 1, RECENT);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Последние действия
        </Typography>
        <ActivityList
          label="Последние действия"
          activities={data?.activities}
          loading={isLoading && !data}
          error={error}
          withMetadata
        />
      </CardContent>
    </Card>
  );
}
