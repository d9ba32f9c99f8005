import type { Role } from '@storefront/shared/contract/values';
import { Button } from '@storefront/shared/mui/core';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useState } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';
import { type AssignRoleForm, useAssignRole } from '../hooks/use-assign-role';

/** 'Назначить' and its dialog. */
export function AssignRoleButton() {
  const { t } = useAdminUsersTranslation();
  const [open, setOpen] = useState(false);
  const form = useAssignRole(() => setOpen(false));
  const close = () => {
    if (form.submitting) return;
    form.reset();
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('staff.assign.button')}
      </Button>
      <AssignRoleDialog open={open} form={form} onClose={close} />
    </>
  );
}

function AssignRoleDialog({
  open,
  form,
  onClose,
}: {
  open: boolean;
  form: AssignRoleForm;
  onClose: () => void;
}) {
  const { t } = useAdminUsersTranslation();
  return (
    <FormDialog
      open={open}
      title={t('staff.assign.title')}
      refusal={form.message}
      onSubmit={form.submit}
      onClose={onClose}
      submitLabel={t('staff.assign.submit')}
      busy={form.submitting}
      submitDisabled={!form.username.trim() || form.roles.length === 0}
    >
      <TextInput
        name="username"
        label={t('staff.assign.login')}
        autoComplete="off"
        autoFocus
        value={form.username}
        onChange={(e) => form.setUsername(e.target.value)}
        disabled={form.submitting}
        fullWidth
      />
      <SelectField
        label={t('staff.assign.role')}
        name="role"
        value={form.role}
        options={form.roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(role) => form.setRole(role as Role)}
        disabled={form.submitting}
        fullWidth
      />
    </FormDialog>
  );
}
