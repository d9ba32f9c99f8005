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
  const { data, error, isLoading } = useActivities({ page, size: PAGE_SIZE });
  return (
    <>
      <ActivityList
        label={t('activity.feedLabel')}
        activities={data?.activities}
        loading={isLoading && !data}
        error={error}
      />
      {data && <Pager page={page} pages={data.pages} onPage={(next) => update({ page: next })} />}
    </>
  );
}
