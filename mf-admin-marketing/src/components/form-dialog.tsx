import { Alert, Stack } from '@storefront/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Why the last try failed (a check, the server's refusal), above the fields. */
  message?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Closing while `busy` is the caller's to refuse. */
  onClose: () => void;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** The <form>, to find a field by its name (the first bad one gets the focus). */
  formRef?: Ref<HTMLFormElement>;
  maxWidth?: 'xs' | 'sm';
  /** The fields. */
  children: ReactNode;
}

/** A back-office form in a dialog: its title, the failure, the fields, 'Отмена' and the submit. */
export function FormDialog({
  open,
  title,
  message,
  onSubmit,
  onClose,
  formRef,
  maxWidth = 'xs',
  children,
  ...actions
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {message && (
              <Alert severity="error" role="alert">
                {message}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} {...actions} />
      </form>
    </Dialog>
  );
}
