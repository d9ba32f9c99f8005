import { Alert, AlertTitle } from '@storefront/shared/mui/core';

/** The success message; it also says what happened to the user's other sessions. */
export function PasswordChanged() {
  return (
    <Alert severity="success" role="status">
      <AlertTitle>Пароль успешно изменён!</AlertTitle>
      На других устройствах нужно войти заново с новым паролем.
    </Alert>
  );
}
