import type { Order } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Link, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { RowDetails } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import type { ReactNode } from 'react';
import { CardRow } from '../../../components/card-row';
import { useCustomerTranslation } from '../../../i18n';
import { orderStatus } from '../utils/order-status';

export interface OrderRowProps {
  order: Order;
  /** Where the order's page is. */
  to: string;
  footer?: ReactNode;
}

/**
 * Shop-spec 1.4: number (the link to the order's page), date, product, district (with its city),
 * quantity, total, status. A card at every width, so a 375 px phone wraps the facts rather than
 * scrolling sideways.
 */
export function OrderRow({ order, to, footer }: OrderRowProps) {
  const { t } = useCustomerTranslation();
  const facts = [
    formatDateTime(order.created_at),
    t('orders.place', { district: order.district_name, city: order.city_name }),
    t('orders.quantity', { count: order.quantity }),
  ];
  return (
    <CardRow
      title={
        <>
          {/* One link per row, read out as 'Заказ № N': '№ N' alone says little among links. */}
          <Link
            component={RouterLink}
            to={to}
            aria-label={t('orders.fullNumber', { number: order.number })}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {t('orders.number', { number: order.number })}
          </Link>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{order.product_name}</Typography>
          <StatusChip {...worded(t, orderStatus(order.status))} />
        </>
      }
      details={<RowDetails facts={facts} />}
      footer={footer}
      aside={
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatAmount(order.total)}
        </Typography>
      }
    />
  );
}
