import { textFieldsOf } from '@storefront/shared/forms/text-fields';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { TextInput } from '@storefront/shared/ui/text-input';
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
  const adjust = useAdjustBalance(onClose);
  const { form, errors, submitting } = adjust;
  const close = () => {
    if (submitting) return;
    adjust.reset();
    onClose();
  };
  const text = textFieldsOf(form, adjust.setField, submitting);
  const field = (name: keyof AdjustForm) => ({
    ...text(name),
    error: Boolean(errors[name]),
    required: true,
    autoComplete: 'off',
  });
  return (
    <FormDialog
      open={open}
      title={t('adjust.title')}
      onClose={close}
      onSubmit={adjust.submit}
      refusal={adjust.refusal}
      submitLabel={t('adjust.submit')}
      busy={submitting}
    >
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
    </FormDialog>
  );
}
