import type { Order } from '@storefront/shared/contract/orders';
import { useOrderMoves } from '../hooks/use-order-moves';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderRowActions } from './order-row-actions';

/**
 * The moves of one order shown on its own (its page): the journal's buttons, rules, question and
 * messages. Every move reloads what was loaded below /admin/, the order's page included.
 */
export function OrderActions({ order }: { order: Order }) {
  const moves = useOrderMoves();
  return (
    <>
      <OrderRowActions order={order} busy={moves.busyId === order.id} onMove={moves.ask} />
      <CancelOrderDialog moves={moves} />
    </>
  );
}
