import { isApiError } from '@storefront/shared/api-client';
import type { Order, OrderBody } from '@storefront/shared/contract/orders';
import type { OrderRefusalCode } from '@storefront/shared/contract/values';
import { refreshBalance } from '@storefront/shared/shop/balance';
import { useCallback, useRef, useState } from 'react';
import { createOrder } from '../api/create-order';
import { refusalCode } from '../utils/refusal-code';

export type PurchaseState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; order: Order }
  | { status: 'refused'; detail: string; code: OrderRefusalCode | null }
  /** 409: nothing was charged; `refreshing` while the page reads the new figures. */
  | { status: 'price_changed'; detail: string; refreshing: boolean };

/**
 * 'Купить': one order per press, however fast the presses come (the ref closes the gap before
 * React disables the button). `refresh` reads again what the summary is priced from (the
 * product, the coupons): after a success (stock, a coupon's uses), after a refusal (it may be
 * about stock or a coupon) and, awaited, after 'price_changed', so the next press confirms the
 * new total and never the old one.
 */
export function usePurchase(refresh: () => Promise<unknown>) {
  const [state, setState] = useState<PurchaseState>({ status: 'idle' });
  const sending = useRef(false);
  const buy = useCallback(
    async (payload: OrderBody) => {
      if (sending.current) return;
      sending.current = true;
      setState({ status: 'sending' });
      try {
        const order = await createOrder(payload);
        setState({ status: 'done', order });
        void refreshBalance();
        void refresh();
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        const code = refusalCode(error);
        if (code === 'price_changed') {
          setState({ status: 'price_changed', detail, refreshing: true });
          await refresh().catch(() => undefined);
          setState({ status: 'price_changed', detail, refreshing: false });
        } else {
          setState({ status: 'refused', detail, code });
          // A refusal for stock or a coupon means the page showed what is not: show what is.
          if (isApiError(error) && error.status === 400) void refresh();
        }
      } finally {
        sending.current = false;
      }
    },
    [refresh],
  );
  return { state, buy };
}
