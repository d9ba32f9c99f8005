import type { Role } from '@storefront/shared/contract/values';
import { Alert, Stack } from '@storefront/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useId } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';
import { type CreateUserForm, useCreateUser } from '../hooks/use-create-user';
import type { CreateVariant } from '../utils/validate-new-user';

export interface CreateUserDialogProps {
  variant: CreateVariant;
  open: boolean;
  onClose: () => void;
}

/** Spec 2.5 / 2.6: 'Создать пользователя' with login, password and role. */
export function CreateUserDialog({ variant, open, onClose }: CreateUserDialogProps) {
  const form = useCreateUser(variant, onClose);
  const close = () => {
    if (form.submitting) return;
    form.reset();
    onClose();
  };
  return <CreateUserDialogView open={open} form={form} onClose={close} />;
}

interface ViewProps {
  open: boolean;
  form: CreateUserForm;
  onClose: () => void;
}

function CreateUserDialogView({ open, form, onClose }: ViewProps) {
  const { t } = useAdminUsersTranslation();
  const titleId = useId();
  const { values, setField, submitting, badField } = form;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form ref={form.formRef} noValidate onSubmit={form.submit}>
        <DialogTitle id={titleId}>{t('createUser.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {form.message && (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {form.message}
              </Alert>
            )}
            <TextInput
              name="username"
              label={t('createUser.login')}
              autoComplete="off"
              autoFocus
              value={values.username}
              onChange={(e) => setField('username', e.target.value)}
              error={badField === 'username'}
              disabled={submitting}
              fullWidth
            />
            <TextInput
              name="password"
              label={t('createUser.password')}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => setField('password', e.target.value)}
              error={badField === 'password'}
              disabled={submitting}
              fullWidth
            />
            <SelectField
              label={t('createUser.role')}
              name="role"
              value={values.role}
              options={form.roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              onChange={(role) => setField('role', role as Role)}
              disabled={submitting}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          submitLabel={t('createUser.submit')}
          onCancel={onClose}
          busy={submitting}
        />
      </form>
    </Dialog>
  );
}
