import { Alert } from '@storefront/shared/mui/core';
import { Snackbar } from '@storefront/shared/mui/overlays';

export type FlashSeverity = 'success' | 'error' | 'warning' | 'info';

export interface FlashSnackbarProps {
  id: number;
  severity: FlashSeverity;
  text: string;
  onClose: () => void;
}

/**
 * The message `FlashProvider` shows, in a module of its own so the overlay group loads with the
 * first message. Errors stay longer and are announced as alerts; the rest as status.
 */
export default function FlashSnackbar({ id, severity, text, onClose }: FlashSnackbarProps) {
  return (
    <Snackbar
      key={id}
      open
      autoHideDuration={severity === 'error' ? 10_000 : 6_000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        role={severity === 'error' ? 'alert' : 'status'}
        sx={{ whiteSpace: 'pre-line', width: '100%' }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
