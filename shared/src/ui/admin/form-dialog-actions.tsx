import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Button } from '@storefront/shared/mui/core';
import { DialogActions } from '@storefront/shared/mui/overlays';

export interface FormDialogActionsProps {
  /** The submit button's text ('Создать', 'Назначить', 'Сохранить'). */
  submitLabel: string;
  onCancel: () => void;
  /** While the form is being sent: 'Отмена' is disabled and the submit button spins. */
  busy: boolean;
  /** The form is not complete yet. */
  submitDisabled?: boolean;
}

/**
 * 'Отмена' and the submit button at the foot of a back-office form dialog; the submit button
 * is `type="submit"`, so Enter in a field sends the form the dialog wraps.
 */
export function FormDialogActions({
  submitLabel,
  onCancel,
  busy,
  submitDisabled = false,
}: FormDialogActionsProps) {
  const { t } = useSharedTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={submitDisabled} loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
