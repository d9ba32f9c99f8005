import type { ValidatedForm } from '@storefront/shared/forms';
import { textFieldsOf } from '@storefront/shared/forms/text-fields';
import { REGISTRATION_LIMITS } from '@storefront/shared/limits';
import { Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { TextInput } from '@storefront/shared/ui/text-input';
import type { RegistrationInput } from '@storefront/shared/validation';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { useAuthTranslation } from '../../../i18n';

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
  const { t } = useAuthTranslation();
  const { values, errors, setField } = form;
  const text = textFieldsOf(values, setField, submitting);
  const field = (name: keyof RegistrationInput, hint?: string) => ({
    ...text(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });
  return (
    <Stack component="form" ref={form.formRef} noValidate spacing={2} onSubmit={props.onSubmit}>
      <FormError message={formError} />
      <TextInput
        label={t('registration.username')}
        autoComplete="username"
        autoFocus
        {...field(
          'username',
          t('registration.minLength', { count: REGISTRATION_LIMITS.usernameMin }),
        )}
      />
      <TextInput
        label={t('registration.password')}
        type="password"
        autoComplete="new-password"
        {...field(
          'password',
          t('registration.minLength', { count: REGISTRATION_LIMITS.passwordMin }),
        )}
      />
      <TextInput
        label={t('registration.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton busy={submitting}>{t('registration.submit')}</SubmitButton>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('registration.haveAccount')}{' '}
        <Link component={RouterLink} to={props.loginPath} state={props.linkState}>
          {t('registration.loginLink')}
        </Link>
      </Typography>
    </Stack>
  );
}
