import { Alert, Stack } from '@storefront/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** 'Отмена', Escape or a click outside; the caller decides whether a busy form may close. */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's ref (`useValidatedForm`'s, which finds the fields to focus by their names). */
  formRef?: Ref<HTMLFormElement>;
  /** Why the last try failed (a check, the server's refusal), worded: an alert above the fields; a message of several lines keeps them. */
  refusal?: ReactNode;
  submitLabel: string;
  /** While the form is being sent. */
  busy: boolean;
  /** The form is not complete yet. */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** The fields, one under the other. */
  children: ReactNode;
}

/**
 * A dialog wrapping one form: its title names the dialog, the server's refusal shows above the
 * fields, and 'Отмена' with the submit button close it (Enter in a field sends the form).
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  formRef,
  refusal,
  submitLabel,
  busy,
  submitDisabled,
  maxWidth = 'xs',
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {/* Room above the first field for its floating label. */}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {refusal}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions
          submitLabel={submitLabel}
          onCancel={onClose}
          busy={busy}
          submitDisabled={submitDisabled}
        />
      </form>
    </Dialog>
  );
}
