import type { ValidatedForm } from '@storefront/shared/forms';
import { Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { TextInput } from '@storefront/shared/ui/text-input';
import type { LoginInput } from '@storefront/shared/validation';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { useAuthTranslation } from '../../../i18n';

export interface LoginFormProps {
  form: ValidatedForm<LoginInput>;
  submitting: boolean;
  formError: string | null;
  /** True when the username came filled in (after registration): start on the password. */
  focusPassword: boolean;
  registerPath: string;
  /** Router state for the link, so the page a guard remembered survives the detour. */
  linkState?: unknown;
  onSubmit: (event: FormEvent) => void;
}

export function LoginForm({
  form,
  submitting,
  formError,
  focusPassword,
  ...props
}: LoginFormProps) {
  const { t } = useAuthTranslation();
  const { values, errors, setField } = form;
  return (
    <Stack component="form" ref={form.formRef} noValidate spacing={2} onSubmit={props.onSubmit}>
      <FormError message={formError} />
      <TextInput
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus={!focusPassword}
        value={values.username}
        onChange={(e) => setField('username', e.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        disabled={submitting}
        fullWidth
      />
      <TextInput
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus={focusPassword}
        value={values.password}
        onChange={(e) => setField('password', e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={submitting}
        fullWidth
      />
      <SubmitButton busy={submitting}>{t('login.submit')}</SubmitButton>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={props.registerPath} state={props.linkState}>
          {t('login.registerLink')}
        </Link>
      </Typography>
    </Stack>
  );
}
