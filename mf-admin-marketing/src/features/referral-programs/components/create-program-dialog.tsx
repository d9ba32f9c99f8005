import { Alert, Stack } from '@storefront/shared/mui/core';
import { Checkbox, FormControlLabel } from '@storefront/shared/mui/data';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useId } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { useCreateProgram } from '../hooks/use-create-program';

export interface CreateProgramDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A new referral program: name, description, reward per referral, public or not. */
export function CreateProgramDialog({ open, onClose }: CreateProgramDialogProps) {
  const { t } = useMarketingTranslation();
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
        <DialogTitle id={titleId}>{t('programs.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {program.problem && (
              <Alert severity="error" role="alert">
                {t(program.problem)}
              </Alert>
            )}
            <TextInput
              name="name"
              label={t('common.name')}
              value={form.name}
              onChange={(e) => setField('name', e.target.value)}
              disabled={submitting}
              autoComplete="off"
              autoFocus
              fullWidth
            />
            <TextInput
              name="description"
              label={t('common.description')}
              value={form.description}
              onChange={(e) => setField('description', e.target.value)}
              disabled={submitting}
              fullWidth
            />
            <TextInput
              inputMode="decimal"
              autoComplete="off"
              name="reward_amount"
              label={t('programs.dialog.reward')}
              value={form.reward_amount}
              onChange={(e) => setField('reward_amount', e.target.value)}
              helperText={t('programs.dialog.rewardHelper')}
              disabled={submitting}
              fullWidth
            />
            <FormControlLabel
              label={t('programs.public')}
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
        <FormDialogActions
          submitLabel={t('programs.dialog.submit')}
          onCancel={close}
          busy={submitting}
        />
      </form>
    </Dialog>
  );
}
