import { Alert, Stack } from '@storefront/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useId } from 'react';
import { useSalesTranslation } from '../../../i18n';
import { useAdjustBalance } from '../hooks/use-adjust-balance';
import { type AdjustForm, REASON_MAX } from '../utils/validate-adjust';

export interface AdjustDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Login, a signed amount and the reason; the server's refusal shows above the fields. */
export function AdjustDialog({ open, onClose }: AdjustDialogProps) {
  const { t } = useSalesTranslation();
  const titleId = useId();
  const adjust = useAdjustBalance(onClose);
  const { form, errors, submitting } = adjust;
  const close = () => {
    if (submitting) return;
    adjust.reset();
    onClose();
  };
  const field = (name: keyof AdjustForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => adjust.setField(name, event.target.value),
    error: Boolean(errors[name]),
    disabled: submitting,
    required: true,
    fullWidth: true,
    autoComplete: 'off',
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={adjust.submit}>
        <DialogTitle id={titleId}>{t('adjust.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {adjust.refusal && (
              <Alert severity="error" role="alert">
                {adjust.refusal}
              </Alert>
            )}
            <TextInput
              {...field('username')}
              label={t('adjust.login')}
              helperText={errors.username && t(errors.username)}
              autoFocus
            />
            <TextInput
              {...field('amount')}
              label={t('adjust.amount')}
              helperText={t(errors.amount ?? 'adjust.amountHint')}
            />
            <TextInput
              {...field('reason')}
              label={t('adjust.reason')}
              helperText={errors.reason && t(errors.reason, { max: REASON_MAX })}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions submitLabel={t('adjust.submit')} onCancel={close} busy={submitting} />
      </form>
    </Dialog>
  );
}
