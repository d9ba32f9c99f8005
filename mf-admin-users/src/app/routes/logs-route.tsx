import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { EventLog } from '../../features/activity/components/event-log';

/** /admin/logs: the event log. */
export function LogsRoute() {
  return (
    <>
      <PageHeader title="Журнал событий" />
      <EventLog />
    </>
  );
}
