import { formatNumber } from '@storefront/shared/format/number';
import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { Typography } from '@storefront/shared/mui/core';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useAdminUsersTranslation } from '../../../i18n';
import { useActivities } from '../api/get-activities';
import { hasFilters, readEventLogParams, toActivitiesQuery } from '../utils/event-log-params';
import { ActivityList } from './activity-list';
import { EventLogFilters } from './event-log-filters';

/** /admin/logs: every recorded event, newest first, filtered and paged (20) by the server. */
export function EventLog() {
  const { t } = useAdminUsersTranslation();
  const { params: search, update } = useUrlQuery();
  const params = readEventLogParams(search);
  const { data, error, isLoading } = useActivities(toActivitiesQuery(params));
  useClampPage({ page: params.page, update }, data?.pages);
  return (
    <>
      <EventLogFilters params={params} onChange={update} />
      {/* How many events the filters match: the pages alone do not say it. */}
      {data && data.total > 0 && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {t('activity.total', { count: data.total, total: formatNumber(data.total) })}
        </Typography>
      )}
      <ActivityList
        label={t('activity.logLabel')}
        activities={data?.activities}
        loading={isLoading && !data}
        pending={isPending({ isLoading, data })}
        error={error}
        withMetadata
        filtered={hasFilters(params)}
      />
      {data && <Pager page={params.page} pages={data.pages} onPage={(page) => update({ page })} />}
    </>
  );
}
