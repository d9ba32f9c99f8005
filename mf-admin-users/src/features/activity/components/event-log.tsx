import { formatNumber } from '@storefront/shared/format/number';
import { Typography } from '@storefront/shared/mui/core';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useAdminUsersTranslation } from '../../../i18n';
import { useActivities } from '../api/get-activities';
import { useEventLogParams } from '../utils/event-log-params';
import { ActivityItem } from './activity-item';
import { EventLogFilters } from './event-log-filters';

/** /admin/logs: every recorded event, newest first, filtered and paged (20) by the server. */
export function EventLog() {
  const { t } = useAdminUsersTranslation();
  const params = useEventLogParams();
  const result = useActivities(params.query);
  const { data } = result;
  return (
    <>
      <EventLogFilters params={params} />
      {/* How many events the filters match: the pages alone do not say it. */}
      {data && data.total > 0 && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {t('activity.total', { count: data.total, total: formatNumber(data.total) })}
        </Typography>
      )}
      <ListFrame
        query={params.list}
        result={result}
        items={data?.activities ?? []}
        texts={{
          rows: t('activity.logLabel'),
          none: t('activity.none'),
          notFound: t('activity.notFound'),
          error: t('activity.loadError'),
        }}
        row={(activity) => <ActivityItem key={activity.id} activity={activity} withMetadata />}
      />
    </>
  );
}
