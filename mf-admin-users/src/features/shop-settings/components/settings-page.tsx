import { Alert, Typography } from '@storefront/shared/mui/core';
import { useShopSettings } from '@storefront/shared/shop/settings';
import { useAdminUsersTranslation } from '../../../i18n';
import { SettingsForm } from './settings-form';

/**
 * The settings as the shared entry holds them, then the form. The form starts from the first
 * answer and keeps what is typed when the entry is read again (focus, reconnect) or replaced.
 */
export function SettingsPage() {
  const { t } = useAdminUsersTranslation();
  const { data, error } = useShopSettings();
  if (data) return <SettingsForm loaded={data} />;
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {t('settings.loadError')}
      </Alert>
    );
  }
  return <Typography>{t('app.loading')}</Typography>;
}
