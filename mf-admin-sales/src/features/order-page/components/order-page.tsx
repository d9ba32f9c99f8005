import { isApiError } from '@storefront/shared/api-client';
import type { Order } from '@storefront/shared/contract/orders';
import { Stack, Typography } from '@storefront/shared/mui/core';
import { LoadFailed } from '@storefront/shared/ui/admin/list-state';
import type { ReactNode } from 'react';
import { useSalesTranslation } from '../../../i18n';
import { useAdminOrder } from '../api/get-admin-order';
import type { OrderPageLinks } from '../utils/order-page-links';
import { BackToJournal } from './back-to-journal';
import { OrderDetails } from './order-details';
import { OrderNotFound } from './order-not-found';

export interface OrderPageProps {
  id: number;
  links: OrderPageLinks;
  /** The order's moves (the journal's, composed by the route: features do not import each other). */
  actions: (order: Order) => ReactNode;
}

/** /admin/orders/{id} (issue 23): one order, its customer, its history and the staff's notes. */
export function OrderPage({ id, links, actions }: OrderPageProps) {
  const { t } = useSalesTranslation();
  const { data, error, mutate } = useAdminOrder(id);
  if (!data && isApiError(error) && error.status === 404) {
    return <OrderNotFound journal={links.journal} />;
  }
  return (
    <Stack spacing={2}>
      <div>
        <BackToJournal journal={links.journal} />
      </div>
      {data ? (
        <OrderDetails page={data} links={links} actions={actions(data.order)} />
      ) : error ? (
        <LoadFailed text={t('common.loadError')} onRetry={() => void mutate()} />
      ) : (
        <Typography>{t('app.loading')}</Typography>
      )}
    </Stack>
  );
}
