import { readPage, useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { useAdminUsersTranslation } from '../../../i18n';
import { useActivities } from '../api/get-activities';
import { ActivityList } from './activity-list';

/** The 'Активность' tab (spec 2.5 reading A): the activity entries, newest first, paged. */
export function ActivityFeed() {
  const { t } = useAdminUsersTranslation();
  const { params, update } = useUrlQuery();
  const page = readPage(params);
  const result = useActivities({ page, size: PAGE_SIZE });
  const { data } = result;
  return (
    <>
      <ActivityList label={t('activity.feedLabel')} result={result} activities={data?.activities} />
      {data && <Pager page={page} pages={data.pages} onPage={(next) => update({ page: next })} />}
    </>
  );
}
