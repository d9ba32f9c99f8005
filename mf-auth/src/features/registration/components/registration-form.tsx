import type { ValidatedForm } from '@storefront/shared/forms';
import { REGISTRATION_LIMITS } from '@storefront/shared/limits';
import { Link, Stack, Typography } from '@storefront/shared/mui/core';
import { TextInput } from '@storefront/shared/ui/text-input';
import type { RegistrationInput } from '@storefront/shared/validation';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';

export interface RegistrationFormProps {
  form: ValidatedForm<RegistrationInput>;
  submitting: boolean;
  formError: string | null;
  loginPath: string;
  /** Router state for the link, so the page a guard remembered survives the detour. */
  linkState?: unknown;
  onSubmit: (event: FormEvent) => void;
}

export function RegistrationForm({ form, submitting, formError, ...props }: RegistrationFormProps) {
  const { values, errors, setField } = form;
  const field = (name: keyof RegistrationInput, hint?: string) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    disabled: submitting,
    fullWidth: true,
  });
  return (
    <Stack component="form" ref={form.formRef} noValidate spacing={2} onSubmit={props.onSubmit}>
      <FormError message={formError} />
      <TextInput
        label="Имя пользователя"
        autoComplete="username"
        autoFocus
        {...field('username', `Не короче ${REGISTRATION_LIMITS.usernameMin} символов`)}
      />
      <TextInput
        label="Пароль"
        type="password"
        autoComplete="new-password"
        {...field('password', `Не короче ${REGISTRATION_LIMITS.passwordMin} символов`)}
      />
      <TextInput
        label="Подтвердите пароль"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton busy={submitting}>Зарегистрироваться</SubmitButton>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Уже есть аккаунт?{' '}
        <Link component={RouterLink} to={props.loginPath} state={props.linkState}>
          Войти
        </Link>
      </Typography>
    </Stack>
  );
}
