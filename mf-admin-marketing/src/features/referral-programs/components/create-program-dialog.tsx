import { Alert, Stack } from '@storefront/shared/mui/core';
import { Checkbox, FormControlLabel } from '@storefront/shared/mui/data';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useId } from 'react';
import { useCreateProgram } from '../hooks/use-create-program';

export interface CreateProgramDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A new referral program: name, description, reward per referral, public or not. */
export function CreateProgramDialog({ open, onClose }: CreateProgramDialogProps) {
  const titleId = useId();
  const program = useCreateProgram(onClose);
  const { form, setField, submitting } = program;
  const close = () => {
    if (submitting) return;
    program.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={program.submit}>
        <DialogTitle id={titleId}>Новая реферальная программа</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {program.problem && (
              <Alert severity="error" role="alert">
                {program.problem}
              </Alert>
            )}
            <TextInput
              name="name"
              label="Название"
              value={form.name}
              onChange={(e) => setField('name', e.target.value)}
              disabled={submitting}
              autoComplete="off"
              autoFocus
              fullWidth
            />
            <TextInput
              name="description"
              label="Описание"
              value={form.description}
              onChange={(e) => setField('description', e.target.value)}
              disabled={submitting}
              fullWidth
            />
            <TextInput
              name="reward_amount"
              label="Вознаграждение, ₽"
              type="number"
              value={form.reward_amount}
              onChange={(e) => setField('reward_amount', e.target.value)}
              helperText="За каждого приглашённого, ставшего активным"
              disabled={submitting}
              fullWidth
            />
            <FormControlLabel
              label="Публичная"
              control={
                <Checkbox
                  checked={form.is_public}
                  onChange={(e) => setField('is_public', e.target.checked)}
                  disabled={submitting}
                />
              }
            />
          </Stack>
        </DialogContent>
        <FormDialogActions submitLabel="Создать" onCancel={close} busy={submitting} />
      </form>
    </Dialog>
  );
}
