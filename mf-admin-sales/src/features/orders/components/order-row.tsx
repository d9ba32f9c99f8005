import type { Order } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { type SalesT, useSalesTranslation } from '../../../i18n';
import { kopecksOf } from '../../../utils/money';
import { orderStatus } from '../../../utils/order-status';

/** Who bought what where, and the money: the subtotal and discounts only when there are any. */
function facts(t: SalesT, order: Order): string[] {
  const list = [
    formatDateTime(order.created_at),
    order.username,
    t('orders.place', { city: order.city_name, district: order.district_name }),
    t('orders.quantity', { count: order.quantity }),
  ];
  const discount = kopecksOf(order.discount_amount);
  const coupon = kopecksOf(order.coupon_discount);
  if (discount > 0 || coupon > 0) {
    list.push(t('orders.subtotal', { amount: formatAmount(order.subtotal) }));
  }
  if (discount > 0) {
    const amount = formatAmount(order.discount_amount);
    list.push(
      order.discount_name
        ? t('orders.discount', { name: order.discount_name, amount })
        : t('orders.discountUnnamed', { amount }),
    );
  }
  if (coupon > 0) {
    const amount = formatAmount(order.coupon_discount);
    list.push(t('orders.coupon', { code: order.coupon_code ?? '—', amount }));
  }
  list.push(t('orders.total', { amount: formatAmount(order.total) }));
  return list;
}

export interface OrderRowProps {
  order: Order;
  /** The order's page. */
  to: string;
  /** The journal's own address, so the page's way back keeps its search, filters and page. */
  returnTo: string;
  actions?: ReactNode;
}

/** One order of the journal: '№ N' (the link to its page), the product, its status, the facts. */
export function OrderRow({ order, to, returnTo, actions }: OrderRowProps) {
  const { t } = useSalesTranslation();
  return (
    <RowLayout
      title={
        <>
          <AppLink
            to={to}
            state={{ from: returnTo }}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {t('orders.number', { number: order.number })}
          </AppLink>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{order.product_name}</Typography>
          <StatusChip {...worded(t, orderStatus(order.status))} />
        </>
      }
      details={<RowDetails facts={facts(t, order)} />}
      actions={actions}
    />
  );
}
