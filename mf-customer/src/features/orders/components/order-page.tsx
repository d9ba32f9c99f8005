import { isApiError } from '@storefront/shared/api-client';
import type { MyOrderPage, Order } from '@storefront/shared/contract/orders';
import { Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { LoadFailed } from '@storefront/shared/ui/admin/list-state';
import type { ReactNode } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { useMyOrder } from '../api/get-my-order';
import { OrderFacts } from './order-facts';
import { OrderHistory } from './order-history';
import { OrderNotFound } from './order-not-found';

export interface OrderPageProps {
  /** null: the address holds no order id, so there is nothing to ask for. */
  orderId: number | null;
  listPath: string;
  /** What the page adds under the facts: the order's review (shop-spec 2.3), as the list does. */
  footer?: (order: Order) => ReactNode;
}

/** /user/orders/{id}: the order (issue 23), asked for; not found, loading and failure said. */
export function OrderPage({ orderId, listPath, footer }: OrderPageProps) {
  const { t } = useCustomerTranslation();
  const { data, error, mutate } = useMyOrder(orderId);
  if (orderId === null || (isApiError(error) && error.status === 404)) {
    return <OrderNotFound listPath={listPath} />;
  }
  const back = (
    <Link component={RouterLink} to={listPath} sx={{ alignSelf: 'flex-start' }}>
      {t('orders.back')}
    </Link>
  );
  return (
    <Stack spacing={2}>
      {back}
      {data ? (
        <OrderView page={data} footer={footer} />
      ) : error ? (
        <LoadFailed text={t('orders.page.loadError')} onRetry={() => void mutate()} />
      ) : (
        <Typography>{t('app.loading')}</Typography>
      )}
    </Stack>
  );
}

interface OrderViewProps {
  page: MyOrderPage;
  footer?: (order: Order) => ReactNode;
}

/** 'Заказ № N' (the page's only h1), its facts, what the page adds, then 'История заказа' (h2). */
function OrderView({ page: { order, history }, footer }: OrderViewProps) {
  const { t } = useCustomerTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('orders.fullNumber', { number: order.number })}
      </Typography>
      <div>
        <OrderFacts order={order} />
        {footer?.(order)}
      </div>
      <OrderHistory steps={history} />
    </>
  );
}
