import { useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { useEffect, useRef, useState } from 'react';
import { usePayment } from '../api/get-payment';

export const PAYMENT_PARAM = 'payment';

/**
 * Back from the payment page at /user/finance?payment={id}. The id is read once into state, so
 * the message outlives the address: once the payment is settled (or unknown) the parameter is
 * removed with a replace, and a reload or a later Back shows the page without repeating the
 * message. While it is pending (a gateway's confirmation not in yet) the parameter stays, so a
 * reload asks again. `onSettled` runs once: the balance and the ledger have moved.
 */
export function usePaymentReturn(onSettled: () => void) {
  const { params, update } = useUrlQuery();
  const [paymentId] = useState(() => params.get(PAYMENT_PARAM));
  const { data, error } = usePayment(paymentId);
  const done = data ? data.status !== 'pending' : Boolean(error);
  const reported = useRef(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    if (data) settled.current();
    update({ [PAYMENT_PARAM]: null }, { replace: true, keepPage: true });
  }, [done, data, update]);

  return { paymentId, payment: data, error: data ? null : error };
}
