import { Card, CardContent, Typography } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';
import { useUserActivities } from '../api/get-user-activities';
import { ActivityList } from './activity-list';

const RECENT = 10;

/** The user edit page's last actions of that user. */
export function UserActivityCard({ userId }: { userId: number }) {
  const { t } = useAdminUsersTranslation();
  const result = useUserActivities(userId, 1, RECENT);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('editUser.recentActions')}
        </Typography>
        <ActivityList
          label={t('editUser.recentActions')}
          result={result}
          activities={result.data?.activities}
          withMetadata
        />
      </CardContent>
    </Card>
  );
}
