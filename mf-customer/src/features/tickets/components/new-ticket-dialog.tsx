import { refusalDetail } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { TextArea } from '@storefront/shared/ui/text-area';
import { TextInput } from '@storefront/shared/ui/text-input';
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
  const { form, setField, fieldProps, submitting, failure, dialogProps } = useNewTicket(onCreated);
  const { errors, values } = form;
  return (
    <FormDialog
      open={open}
      {...dialogProps(onClose)}
      title={t('tickets.new.title')}
      refusal={failure && (refusalDetail(failure.error) ?? t('tickets.new.failed'))}
      submitLabel={t('tickets.new.submit')}
      maxWidth="sm"
    >
      <TextInput
        {...fieldProps('subject')}
        label={t('tickets.new.subject')}
        helperText={t(errors.subject ?? 'tickets.new.subjectHint', TICKET_FIGURES)}
        autoComplete="off"
        required
        autoFocus
        fullWidth
      />
      <TextArea
        {...fieldProps('text')}
        label={t('tickets.new.message')}
        helperText={errors.text && t(errors.text, TICKET_FIGURES)}
        required
      />
      <OrderSelect
        value={values.order_id}
        onChange={(value) => setField('order_id', value)}
        disabled={submitting}
      />
    </FormDialog>
  );
}
