import type { Payment } from '@storefront/shared/contract/finance';
import { useRef, useState } from 'react';
import { cancelPayment } from '../api/cancel-payment';

/** What the last cancel came to, worded at render time so a language switch rewords it. */
export type CancelOutcome = { canceled: true } | { error: unknown };

/**
 * 'Отменить' asks first; the dialog's button then sends POST /payments/{id}/cancel once, however
 * fast the clicks come (a ref, not state: two clicks in one frame both see the old state).
 * Whatever the answer, `onDone` asks for the list again: a refusal usually means the payment
 * moved meanwhile (paid on the gateway's page in another tab), and the list should say so.
 */
export function useCancelPayment(onDone: () => void) {
  // The payment stays while the dialog closes, so its text does not blank during the fade.
  const [payment, setPayment] = useState<Payment | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const sending = useRef(false);

  const ask = (target: Payment) => {
    setOutcome(null);
    setPayment(target);
    setOpen(true);
  };
  const dismiss = () => {
    if (!sending.current) setOpen(false);
  };
  const confirm = async () => {
    if (!payment || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await cancelPayment(payment.id);
      setOutcome({ canceled: true });
    } catch (error) {
      setOutcome({ error });
    } finally {
      sending.current = false;
      setBusy(false);
      setOpen(false);
      onDone();
    }
  };
  return { payment, open, busy, outcome, ask, dismiss, confirm };
}
