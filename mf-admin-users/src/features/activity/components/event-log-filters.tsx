import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { useAdminUsersTranslation } from '../../../i18n';
import { actionLabel } from '../../../utils/action-labels';
import type { EventLogParams } from '../utils/event-log-params';

/** Author (part of the login, debounced like the user search), action and a date range. */
export function EventLogFilters({ params }: { params: EventLogParams }) {
  const { t } = useAdminUsersTranslation();
  return (
    <FilterBar
      query={params.list}
      search={{
        label: t('activity.filters.user'),
        placeholder: t('activity.filters.userPlaceholder'),
      }}
      controls={{
        action: {
          label: t('activity.filters.action'),
          all: t('activity.filters.allActions'),
          optionLabel: (action) => actionLabel(action, t),
          minWidth: 200,
        },
        from: { label: t('activity.filters.from') },
        to: { label: t('activity.filters.to') },
      }}
      resetLabel={t('activity.filters.reset')}
    />
  );
}
