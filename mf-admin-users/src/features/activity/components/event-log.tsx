import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useActivities } from '../api/get-activities';
import { hasFilters, readEventLogParams, toActivitiesQuery } from '../utils/event-log-params';
import { ActivityList } from './activity-list';
import { EventLogFilters } from './event-log-filters';

/** /admin/logs: every recorded event, newest first, filtered and paged (20) by the server. */
export function EventLog() {
  const { params: search, update } = useUrlQuery();
  const params = readEventLogParams(search);
  const { data, error, isLoading } = useActivities(toActivitiesQuery(params));
  useClampPage({ page: params.page, update }, data?.pages);
  return (
    <>
      <EventLogFilters params={params} onChange={update} />
      <ActivityList
        label="События"
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
