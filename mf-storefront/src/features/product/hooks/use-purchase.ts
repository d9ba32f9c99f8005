import { isApiError } from '@storefront/shared/api-client';
import type { Order, OrderPayload, OrderRefusalCode } from '@storefront/shared/dto/shop';
import { refreshBalance } from '@storefront/shared/shop/balance';
import { useCallback, useRef, useState } from 'react';
import { createOrder } from '../api/create-order';
import { refusalCode } from '../utils/refusal-code';

export type PurchaseState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; order: Order }
  | { status: 'refused'; detail: string; code: OrderRefusalCode | null };

/**
 * 'Купить': one order per press, however fast the presses come (the ref closes the gap before
 * React disables the button). A success refreshes the balance chip and, through `onStale`,
 * the product (its stock changed); so does a refusal, which may be about stock.
 */
export function usePurchase(onStale: () => void) {
  const [state, setState] = useState<PurchaseState>({ status: 'idle' });
  const sending = useRef(false);
  const buy = useCallback(
    async (payload: OrderPayload) => {
      if (sending.current) return;
      sending.current = true;
      setState({ status: 'sending' });
      try {
        const order = await createOrder(payload);
        setState({ status: 'done', order });
        void refreshBalance();
        onStale();
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        setState({ status: 'refused', detail, code: refusalCode(error) });
        // A refusal for stock means the page showed more than there is: show what is left.
        if (isApiError(error) && error.status === 400) onStale();
      } finally {
        sending.current = false;
      }
    },
    [onStale],
  );
  return { state, buy, reset: () => setState({ status: 'idle' }) };
}
