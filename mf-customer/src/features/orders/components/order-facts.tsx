import type { Order } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount, formatKopecks } from '@storefront/shared/format/money';
import { tryParseMoney } from '@storefront/shared/money';
import { Box, Paper } from '@storefront/shared/mui/core';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { Fragment, type ReactNode } from 'react';
import { type CustomerT, useCustomerTranslation } from '../../../i18n';
import { orderStatus } from '../utils/order-status';

interface Fact {
  label: string;
  value: ReactNode;
}

/** What a discount took off, as '−100 ₽'; null when it took nothing ("0.00"). */
function reduction(amount: string): string | null {
  const kopecks = tryParseMoney(amount);
  return kopecks !== null && kopecks > 0 ? formatKopecks(-kopecks) : null;
}

/** The money part: the discount and the coupon only when the order had them. */
function moneyFacts(t: CustomerT, order: Order): Fact[] {
  const facts: Fact[] = [
    { label: t('orders.page.unitPrice'), value: formatAmount(order.unit_price) },
    { label: t('orders.page.subtotal'), value: formatAmount(order.subtotal) },
  ];
  const discount = reduction(order.discount_amount);
  if (discount) {
    const label = order.discount_name
      ? t('orders.page.discount', { name: order.discount_name })
      : t('orders.page.discountUnnamed');
    facts.push({ label, value: discount });
  }
  if (order.coupon_code) {
    facts.push({
      label: t('orders.page.coupon', { code: order.coupon_code }),
      value: reduction(order.coupon_discount) ?? formatAmount(order.coupon_discount),
    });
  }
  const total = <Box sx={{ fontWeight: 600 }}>{formatAmount(order.total)}</Box>;
  return [...facts, { label: t('orders.page.total'), value: total }];
}

/** Worded as the orders list words them: the same status label, place, quantity and amounts. */
function orderFacts(t: CustomerT, order: Order): Fact[] {
  return [
    {
      label: t('orders.page.status'),
      value: <StatusChip {...worded(t, orderStatus(order.status))} />,
    },
    { label: t('orders.page.product'), value: order.product_name },
    {
      label: t('orders.page.place'),
      value: t('orders.place', { district: order.district_name, city: order.city_name }),
    },
    { label: t('orders.page.quantity'), value: t('orders.quantity', { count: order.quantity }) },
    ...moneyFacts(t, order),
    { label: t('orders.page.date'), value: formatDateTime(order.created_at) },
  ];
}

/**
 * The order's facts as a description list: label beside value from 'sm' up, the label above
 * its value on a 375 px phone, where a column of labels would leave the values a third.
 */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useCustomerTranslation();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'fit-content(40%) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          alignItems: 'baseline',
          m: 0,
        }}
      >
        {orderFacts(t, order).map(({ label, value }) => (
          <Fragment key={label}>
            <Box
              component="dt"
              sx={{
                color: 'text.secondary',
                typography: 'body2',
                mt: { xs: 1, sm: 0 },
                '&:first-of-type': { mt: 0 },
              }}
            >
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body1', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
