import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Button } from '@storefront/shared/mui/core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@storefront/shared/mui/overlays';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /**
   * The button that closes without acting; 'Отмена' unless given. A dialog whose action is itself
   * a cancelling ('Отменить заказ') names it otherwise, so nobody cancels meaning to close.
   */
  keepLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation in the page's own style instead of the browser's blocking confirm(): every
 * destructive back-office action (deactivate, revoke, delete) asks through this one dialog.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  keepLabel,
  busy,
  ...actions
}: ConfirmDialogProps) {
  const { t } = useSharedTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={actions.onCancel} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onCancel} disabled={busy}>
          {keepLabel ?? t('dialog.cancel')}
        </Button>
        <Button onClick={actions.onConfirm} color="error" variant="contained" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
