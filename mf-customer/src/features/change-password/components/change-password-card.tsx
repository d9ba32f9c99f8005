import type { ValidatedForm } from '@storefront/shared/forms';
import { PASSWORD_CHANGE_LIMITS } from '@storefront/shared/limits';
import { Alert, Card, CardContent, Stack, Typography } from '@storefront/shared/mui/core';
import { TextInput } from '@storefront/shared/ui/text-input';
import type { ChangePasswordInput } from '@storefront/shared/validation';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useCustomerTranslation } from '../../../i18n';
import { PasswordChanged } from './password-changed';

export interface ChangePasswordCardProps {
  form: ValidatedForm<ChangePasswordInput>;
  submitting: boolean;
  formError: string | null;
  changed: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** `label` is a message key. */
const FIELDS: { name: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  {
    name: 'currentPassword',
    label: 'changePassword.currentPassword',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: 'changePassword.newPassword', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'changePassword.confirmPassword',
    autoComplete: 'new-password',
  },
];

export function ChangePasswordCard({
  form,
  submitting,
  formError,
  changed,
  ...props
}: ChangePasswordCardProps) {
  const { t } = useCustomerTranslation();
  const newPasswordHint = t('changePassword.minLength', { count: PASSWORD_CHANGE_LIMITS.newMin });
  return (
    <Card sx={{ maxWidth: 520 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {t('changePassword.title')}
        </Typography>
        <Stack component="form" ref={form.formRef} noValidate spacing={2} onSubmit={props.onSubmit}>
          {changed && <PasswordChanged />}
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {FIELDS.map(({ name, label, autoComplete }) => (
            <TextInput
              key={name}
              name={name}
              label={t(label)}
              type="password"
              autoComplete={autoComplete}
              value={form.values[name]}
              onChange={(e) => form.setField(name, e.target.value)}
              error={Boolean(form.errors[name])}
              helperText={
                form.errors[name] ?? (name === 'newPassword' ? newPasswordHint : undefined)
              }
              disabled={submitting}
              fullWidth
            />
          ))}
          <SubmitButton
            busy={submitting}
            label={t('changePassword.submit')}
            busyLabel={t('changePassword.submitting')}
            sx={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
