import { Alert, AlertTitle, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';
import type { Refusal } from '../hooks/use-save-settings';

export interface SaveBarProps {
  saving: boolean;
  dirty: boolean;
  refusal: Refusal;
}

/** The server's refusal (in its words), 'Сохранить', and whether anything is left unsaved. */
export function SaveBar({ saving, dirty, refusal }: SaveBarProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <Stack spacing={2}>
      {refusal && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('settings.saveError')}</AlertTitle>
          {refusal.map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={saving}>
          {t('settings.save')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {dirty ? t('settings.unsaved') : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
