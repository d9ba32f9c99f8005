import type { Ticket } from '@storefront/shared/contract/tickets';
import { Button } from '@storefront/shared/mui/core';
import { useState } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { NewTicketDialog } from './new-ticket-dialog';

/** 'Новый тикет' in the list's header, and its dialog (focus returns here on cancel). */
export function NewTicketButton({ onCreated }: { onCreated: (ticket: Ticket) => void }) {
  const { t } = useCustomerTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('tickets.new.open')}
      </Button>
      <NewTicketDialog open={open} onClose={() => setOpen(false)} onCreated={onCreated} />
    </>
  );
}
