import { Alert, AlertTitle, Button } from '@mui/material';

/** The success message; the session ends shortly, so it says what happens next. */
export function PasswordChanged({ onSignInAgain }: { onSignInAgain: () => void }) {
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onSignInAgain}>
          Войти
        </Button>
      }
    >
      <AlertTitle>Пароль успешно изменён!</AlertTitle>
      Войдите снова с новым паролем. Перенаправление на страницу входа...
    </Alert>
  );
}
