import type { Role } from '@storefront/shared/contract/values';
import { textFieldsOf } from '@storefront/shared/forms/text-fields';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { TextInput } from '@storefront/shared/ui/text-input';
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
  const { values, setField, submitting, badField } = form;
  const text = textFieldsOf(values, setField, submitting);
  return (
    <FormDialog
      open={open}
      title={t('createUser.title')}
      refusal={form.message}
      onSubmit={form.submit}
      onClose={onClose}
      formRef={form.formRef}
      submitLabel={t('createUser.submit')}
      busy={submitting}
    >
      <TextInput
        label={t('createUser.login')}
        autoComplete="off"
        autoFocus
        error={badField === 'username'}
        {...text('username')}
      />
      <TextInput
        label={t('createUser.password')}
        type="password"
        autoComplete="new-password"
        error={badField === 'password'}
        {...text('password')}
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
    </FormDialog>
  );
}
