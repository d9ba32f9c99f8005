import { useNavigate } from '@storefront/shared/router';
import { refreshBalance } from '@storefront/shared/shop/balance';
import { useRef, useState } from 'react';
import { SITE_PATHS } from '../../../app/paths';
import { type Settlement, settlePayment } from '../api/settle-payment';

/**
 * 'Оплатить' / 'Отменить': one call however fast the presses, then back to the finance page,
 * which says how it ended ('Баланс пополнен на N ₽' / 'Оплата отменена') from `?payment=`.
 */
export function useSettlePayment(paymentId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Settlement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const settle = async (action: Settlement) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(action);
    setError(null);
    try {
      await settlePayment(paymentId, action);
      if (action === 'confirm') void refreshBalance();
      navigate(SITE_PATHS.financeAfterPayment(paymentId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(null);
    } finally {
      sending.current = false;
    }
  };
  return { busy, error, settle };
}
