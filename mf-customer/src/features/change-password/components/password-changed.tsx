import { Alert, AlertTitle } from '@storefront/shared/mui/core';
import { useCustomerTranslation } from '../../../i18n';

/** The success message; it also says what happened to the user's other sessions. */
export function PasswordChanged() {
  const { t } = useCustomerTranslation();
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('changePassword.success')}</AlertTitle>
      {t('changePassword.otherDevices')}
    </Alert>
  );
}
