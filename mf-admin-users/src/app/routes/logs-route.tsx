import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { EventLog } from '../../features/activity/components/event-log';
import { useAdminUsersTranslation } from '../../i18n';

/** /admin/logs: the event log. */
export function LogsRoute() {
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <PageHeader title={t('logs.title')} />
      <EventLog />
    </>
  );
}
