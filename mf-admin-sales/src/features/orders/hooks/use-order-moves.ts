import { isApiError } from '@storefront/shared/api-client';
import type { Order } from '@storefront/shared/contract/orders';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useSalesTranslation } from '../../../i18n';
import { moveOrder, type OrderMove } from '../api/move-order';

/**
 * Confirm and complete go at once; cancel returns money and stock, so it asks first (shop-spec
 * 1.4). A refusal (409: another admin moved the order first) says the server's reason.
 */
export function useOrderMoves() {
  const { t } = useSalesTranslation();
  const notify = useNotify();
  // A cancel also writes a refund row: the finance journal, if cached, is stale too.
  const revalidate = useRevalidate('/admin/');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [canceling, setCanceling] = useState<Order | null>(null);
  // The dialog keeps its order while it fades out, so its question does not blank mid-close.
  const [asking, setAsking] = useState(false);

  const run = async (order: Order, move: OrderMove) => {
    setBusyId(order.id);
    try {
      await moveOrder(order.id, move);
      notify('success', t(`orders.done.${move}`, { number: order.number }));
    } catch (error) {
      const detail = isApiError(error) && typeof error.detail === 'string' ? error.detail : null;
      notify('error', detail ?? t('orders.failed', { number: order.number }));
    } finally {
      setBusyId(null);
      setAsking(false);
      void revalidate();
    }
  };

  const ask = (order: Order, move: OrderMove) => {
    if (move === 'cancel') {
      setCanceling(order);
      setAsking(true);
    } else {
      void run(order, move);
    }
  };

  return {
    busyId,
    canceling,
    asking,
    ask,
    confirmCancel: () => canceling && void run(canceling, 'cancel'),
    dismissCancel: () => setAsking(false),
  };
}

export type OrderMoves = ReturnType<typeof useOrderMoves>;
