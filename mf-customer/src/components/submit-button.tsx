import { Button, CircularProgress, type SxProps } from '@storefront/shared/mui/core';

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  /** What it says while the form is being sent ('Пополняем…'). */
  busyLabel: string;
  sx?: SxProps;
}

/** A card's large submit button: disabled, with a spinner and its busy words, while sending. */
export function SubmitButton({ busy, label, busyLabel, sx }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={sx}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
