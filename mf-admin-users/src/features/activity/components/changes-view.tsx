import { Box } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';
import { changedFields, shownValue } from '../utils/changed-fields';

/** 'Изменения': each field an admin's change moved, from what to what (issue 23). */
export function ChangesView({ metadata }: { metadata: Record<string, unknown> | null }) {
  const { t } = useAdminUsersTranslation();
  const changes = changedFields(metadata);
  if (!changes || changes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('activity.changes')}
      sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}
    >
      {changes.map(({ field, before, after }) => (
        <li key={field ?? ''}>
          {t(field ? 'activity.changedField' : 'activity.changedValue', {
            field,
            before: shownValue(before),
            after: shownValue(after),
          })}
        </li>
      ))}
    </Box>
  );
}
