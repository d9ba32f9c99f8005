import { Box } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';
import { changedFields, shownValue } from '../utils/changed-fields';

/**
 * 'Изменения': each field an admin's change moved, from what to what (issue 23), as a
 * description list (the field, then 'before → after'): inside an event of the log's list, not
 * a list of its own.
 */
export function ChangesView({ metadata }: { metadata: Record<string, unknown> | null }) {
  const { t } = useAdminUsersTranslation();
  const changes = changedFields(metadata);
  if (!changes || changes.length === 0) return null;
  return (
    <Box role="group" aria-label={t('activity.changes')} sx={{ mt: 0.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1,
          typography: 'body2',
          overflowWrap: 'anywhere',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        {changes.map(({ field, before, after }) => (
          <div key={field ?? ''} style={{ display: 'contents' }}>
            <dt>{field ?? t('activity.changes')}</dt>
            <dd>
              {t('activity.changedValue', { before: shownValue(before), after: shownValue(after) })}
            </dd>
          </div>
        ))}
      </Box>
    </Box>
  );
}
