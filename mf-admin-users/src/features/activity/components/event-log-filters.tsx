import type { QueryChanges, UpdateOptions } from '@storefront/shared/hooks/use-url-query';
import { Button, Stack } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useAdminUsersTranslation } from '../../../i18n';
import { actionOptions } from '../../../utils/action-labels';
import { type EventLogParams, hasFilters } from '../utils/event-log-params';

export interface EventLogFiltersProps {
  params: EventLogParams;
  onChange: (changes: QueryChanges, options?: UpdateOptions) => void;
}

/** Action, author (part of the login, debounced like the user search) and a date range. */
export function EventLogFilters({ params, onChange }: EventLogFiltersProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <SelectField
        label={t('activity.filters.action')}
        name="action"
        value={params.action}
        options={actionOptions(params.action, t)}
        onChange={(action) => onChange({ action })}
        minWidth={200}
      />
      <SearchField
        label={t('activity.filters.user')}
        placeholder={t('activity.filters.userPlaceholder')}
        value={params.username}
        onSearch={(username) => onChange({ username }, { replace: true })}
      />
      <DateField
        label={t('activity.filters.from')}
        name="from"
        value={params.from}
        max={params.to || undefined}
        onChange={(from) => onChange({ from })}
      />
      <DateField
        label={t('activity.filters.to')}
        name="to"
        value={params.to}
        min={params.from || undefined}
        onChange={(to) => onChange({ to })}
      />
      {hasFilters(params) && (
        <Button onClick={() => onChange({ action: null, username: null, from: null, to: null })}>
          {t('activity.filters.reset')}
        </Button>
      )}
    </Stack>
  );
}
