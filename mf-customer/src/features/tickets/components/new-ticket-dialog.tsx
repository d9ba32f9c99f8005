import { refusalDetail } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import { Alert, Stack } from '@storefront/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { TextArea } from '@storefront/shared/ui/text-area';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useId } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { useNewTicket } from '../hooks/use-new-ticket';
import { TICKET_FIGURES } from '../utils/validate-ticket';
import { OrderSelect } from './order-select';

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (ticket: Ticket) => void;
}

/** Subject, message and an optional order; the server's refusal shows above the fields. */
export function NewTicketDialog({ open, onClose, onCreated }: NewTicketDialogProps) {
  const { t } = useCustomerTranslation();
  const titleId = useId();
  const { form, setField, submitting, failure, submit, reset } = useNewTicket(onCreated);
  const { errors, values } = form;
  const close = () => {
    if (submitting) return;
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form ref={form.formRef} noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('tickets.new.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {refusalDetail(failure.error) ?? t('tickets.new.failed')}
              </Alert>
            )}
            <TextInput
              name="subject"
              label={t('tickets.new.subject')}
              value={values.subject}
              onChange={(event) => setField('subject', event.target.value)}
              error={Boolean(errors.subject)}
              helperText={t(errors.subject ?? 'tickets.new.subjectHint', TICKET_FIGURES)}
              disabled={submitting}
              autoComplete="off"
              required
              autoFocus
              fullWidth
            />
            <TextArea
              name="text"
              label={t('tickets.new.message')}
              value={values.text}
              onChange={(event) => setField('text', event.target.value)}
              error={Boolean(errors.text)}
              helperText={errors.text && t(errors.text, TICKET_FIGURES)}
              disabled={submitting}
              required
            />
            <OrderSelect
              value={values.order_id}
              onChange={(value) => setField('order_id', value)}
              disabled={submitting}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          submitLabel={t('tickets.new.submit')}
          onCancel={close}
          busy={submitting}
        />
      </form>
    </Dialog>
  );
}
