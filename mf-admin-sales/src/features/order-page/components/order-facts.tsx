import type { Order } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Box } from '@storefront/shared/mui/core';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { type SalesT, useSalesTranslation } from '../../../i18n';
import { kopecksOf } from '../../../utils/money';
import { orderStatus } from '../../../utils/order-status';
import { type Fact, FactList } from './fact-list';
import { PageSection } from './page-section';

/** The discounts, each only when it took something off (as the journal shows them). */
function discountFacts(t: SalesT, order: Order): Fact[] {
  const facts: Fact[] = [];
  if (kopecksOf(order.discount_amount) > 0) {
    const amount = formatAmount(order.discount_amount);
    facts.push({
      term: t('orderPage.facts.discount'),
      value: order.discount_name
        ? t('orderPage.facts.discountNamed', { name: order.discount_name, amount })
        : t('orderPage.facts.discountAmount', { amount }),
    });
  }
  if (kopecksOf(order.coupon_discount) > 0) {
    const amount = formatAmount(order.coupon_discount);
    facts.push({
      term: t('orderPage.facts.coupon'),
      value: t('orderPage.facts.couponValue', { code: order.coupon_code ?? '—', amount }),
    });
  }
  return facts;
}

function orderFacts(t: SalesT, order: Order): Fact[] {
  return [
    {
      term: t('orderPage.facts.status'),
      value: <StatusChip {...worded(t, orderStatus(order.status))} />,
    },
    { term: t('orderPage.facts.product'), value: order.product_name },
    {
      term: t('orderPage.facts.place'),
      value: t('orders.place', { city: order.city_name, district: order.district_name }),
    },
    { term: t('orderPage.facts.quantity'), value: t('orders.quantity', { count: order.quantity }) },
    { term: t('orderPage.facts.unitPrice'), value: formatAmount(order.unit_price) },
    { term: t('orderPage.facts.subtotal'), value: formatAmount(order.subtotal) },
    ...discountFacts(t, order),
    {
      term: t('orderPage.facts.total'),
      value: (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatAmount(order.total)}
        </Box>
      ),
    },
    { term: t('orderPage.facts.created'), value: formatDateTime(order.created_at) },
  ];
}

/** What was bought, where, for how much, in which status, and when. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useSalesTranslation();
  return (
    <PageSection title={t('orderPage.facts.title')}>
      <FactList facts={orderFacts(t, order)} />
    </PageSection>
  );
}
