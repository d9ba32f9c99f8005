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
    </FormDialog>
  );
}
