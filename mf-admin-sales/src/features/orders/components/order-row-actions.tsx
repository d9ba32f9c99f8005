import type { Order } from '@storefront/shared/contract/orders';
import { Button, Stack, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
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
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const moves = movesFor(order.status);
  if (moves.length === 0) return null;
  const label = (move: OrderMove) => t(`orders.actions.${move}`);
  if (narrow) {
    return (
      <ActionsMenu
        label={t('orders.actions.menu', { number: order.number })}
        actions={moves.map((move) => ({ label: label(move), onClick: () => onMove(order, move) }))}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'end' }}>
      {moves.map((move) => (
        <Button
          key={move}
          size="small"
          variant={move === 'cancel' ? 'text' : 'outlined'}
          color={move === 'cancel' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => onMove(order, move)}
        >
          {label(move)}
        </Button>
      ))}
    </Stack>
  );
}
