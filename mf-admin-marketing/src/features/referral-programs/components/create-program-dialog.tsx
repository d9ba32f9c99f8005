import { textFieldsOf } from '@storefront/shared/forms/text-fields';
import { Checkbox, FormControlLabel } from '@storefront/shared/mui/data';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useMarketingTranslation } from '../../../i18n';
import { useCreateProgram } from '../hooks/use-create-program';

export interface CreateProgramDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A new referral program: name, description, reward per referral, public or not. */
export function CreateProgramDialog({ open, onClose }: CreateProgramDialogProps) {
  const { t } = useMarketingTranslation();
  const program = useCreateProgram(onClose);
  const { form, setField, submitting } = program;
  const close = () => {
    if (submitting) return;
    program.reset();
    onClose();
  };
  const text = textFieldsOf(form, setField, submitting);
  return (
    <FormDialog
      open={open}
      title={t('programs.dialog.title')}
      refusal={program.problem && t(program.problem)}
      onSubmit={program.submit}
      onClose={close}
      submitLabel={t('programs.dialog.submit')}
      busy={submitting}
    >
      <TextInput label={t('common.name')} autoComplete="off" autoFocus {...text('name')} />
      <TextInput label={t('common.description')} {...text('description')} />
      <TextInput
        label={t('programs.dialog.reward')}
        inputMode="decimal"
        autoComplete="off"
        helperText={t('programs.dialog.rewardHelper')}
        {...text('reward_amount')}
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
    </FormDialog>
  );
}
