import { Alert, Link } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { SITE_PATHS } from '../../../app/paths';
import { useStorefrontTranslation } from '../../../i18n';
import type { PurchaseState } from '../hooks/use-purchase';

/** 'Заказ № N оформлен' with the way to the orders, or why the purchase was refused. */
export function PurchaseOutcome({ state }: { state: PurchaseState }) {
  const { t } = useStorefrontTranslation();
  if (state.status === 'done') {
    return (
      <Alert severity="success">
        {t('purchase.done', { number: state.order.number })}{' '}
        <Link component={RouterLink} to={SITE_PATHS.orders} color="inherit">
          {t('purchase.toOrders')}
        </Link>
      </Alert>
    );
  }
  if (state.status === 'refused') {
    return (
      <Alert severity="error">
        {state.detail}
        {state.code === 'insufficient_funds' && (
          <>
            {' '}
            <Link component={RouterLink} to={SITE_PATHS.finance} color="inherit">
              {t('purchase.topUp')}
            </Link>
          </>
        )}
      </Alert>
    );
  }
  return null;
}
