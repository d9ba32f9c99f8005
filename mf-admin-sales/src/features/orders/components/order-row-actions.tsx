import type { Order } from '@storefront/shared/contract/orders';
import { RowActions } from '@storefront/shared/ui/admin/row-actions';
import { useSalesTranslation } from '../../../i18n';
import type { OrderMove } from '../api/move-order';
import { movesFor } from '../utils/order-moves';

export interface OrderRowActionsProps {
  order: Order;
  busy: boolean;
  onMove: (order: Order, move: OrderMove) => void;
}

/** 'Подтвердить', 'Выполнен', 'Отменить' as the status allows; a menu on a phone. */
export function OrderRowActions({ order, busy, onMove }: OrderRowActionsProps) {
  const { t } = useSalesTranslation();
  return (
    <RowActions
      menuLabel={t('orders.actions.menu', { number: order.number })}
      busy={busy}
      actions={movesFor(order.status).map((move) => ({
        label: t(`orders.actions.${move}`),
        onClick: () => onMove(order, move),
        variant: move === 'cancel' ? 'text' : 'outlined',
        color: move === 'cancel' ? 'error' : 'primary',
      }))}
    />
  );
}
