import type { Activity } from '@storefront/shared/contract/activities';
import { useLanguage } from '@storefront/shared/i18n/use-language';
import { Chip, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';
import { actionLabel } from '../../../utils/action-labels';
import { formatEventTime } from '../../../utils/format-date';
import { activityDescription, resourceLabel } from '../utils/resource-label';
import { ChangesView } from './changes-view';
import { MetadataView } from './metadata-view';

export interface ActivityItemProps {
  activity: Activity;
  /** The event log and the 'Журнал' tab show the metadata; the activity list does not. */
  withMetadata?: boolean;
}

/** One event: when, who, what, on which resource, from where. */
export function ActivityItem({ activity, withMetadata = false }: ActivityItemProps) {
  const { t } = useAdminUsersTranslation();
  const { language, locale } = useLanguage();
  const facts = [
    t('activity.resourceFact', { resource: resourceLabel(activity, t) }),
    t('activity.ipFact', { ip: activity.ip_address || '—' }),
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="time"
          dateTime={activity.created_at}
          variant="body2"
          color="text.secondary"
        >
          {formatEventTime(activity.created_at, locale)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{activity.username ?? '—'}</Typography>
        <Chip
          label={actionLabel(activity.action, t)}
          size="small"
          variant="outlined"
          title={activity.action}
        />
      </Stack>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {activityDescription(activity, language, t)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      <ChangesView metadata={activity.metadata_json} />
      {withMetadata && <MetadataView metadata={activity.metadata_json} />}
    </Paper>
  );
}
