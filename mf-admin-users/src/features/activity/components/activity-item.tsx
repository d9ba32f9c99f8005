import type { Activity } from '@storefront/shared/dto/admin';
import { Chip, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { actionLabel } from '../../../utils/action-labels';
import { formatEventTime } from '../../../utils/format-date';
import { resourceLabel } from '../utils/resource-label';
import { MetadataView } from './metadata-view';

export interface ActivityItemProps {
  activity: Activity;
  /** The event log and the 'Журнал' tab show the metadata; the activity list does not. */
  withMetadata?: boolean;
}

/** One event: when, who, what, on which resource, from where. */
export function ActivityItem({ activity, withMetadata = false }: ActivityItemProps) {
  const facts = [`Ресурс: ${resourceLabel(activity)}`, `IP: ${activity.ip_address || '—'}`];
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="time"
          dateTime={activity.created_at}
          variant="body2"
          color="text.secondary"
        >
          {formatEventTime(activity.created_at)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{activity.username ?? '—'}</Typography>
        <Chip
          label={actionLabel(activity.action)}
          size="small"
          variant="outlined"
          title={activity.action}
        />
      </Stack>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{activity.description}</Typography>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      {withMetadata && <MetadataView metadata={activity.metadata_json} />}
    </Paper>
  );
}
