import type { AdminOrderPage } from '@storefront/shared/contract/orders';
import { Box } from '@storefront/shared/mui/core';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import type { ReactNode } from 'react';
import { useSalesTranslation } from '../../../i18n';
import type { OrderPageLinks } from '../utils/order-page-links';
import { CustomerCard } from './customer-card';
import { NoteForm } from './note-form';
import { OrderFacts } from './order-facts';
import { OrderTimeline } from './order-timeline';

export interface OrderDetailsProps {
  page: AdminOrderPage;
  links: OrderPageLinks;
  /** The order's moves, beside its number. */
  actions: ReactNode;
}

/**
 * The order's number and moves, its facts beside its customer (one above the other on a phone),
 * then its history and the note box under it.
 */
export function OrderDetails({ page, links, actions }: OrderDetailsProps) {
  const { t } = useSalesTranslation();
  const { order, customer, timeline } = page;
  return (
    <>
      <PageHeader title={t('orderPage.title', { number: order.number })} actions={actions} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <OrderFacts order={order} />
        <CustomerCard customer={customer} accountPath={links.customer(customer.id)} />
      </Box>
      <OrderTimeline events={timeline} links={links} />
      <NoteForm orderId={order.id} />
    </>
  );
}
