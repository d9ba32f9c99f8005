import type { OrderStatusStep } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { Box, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { orderStatus } from '../utils/order-status';

/**
 * 'История заказа': each status the order went through, oldest first, as an ordered list
 * ('Ожидает подтверждения — 28.11.2026, 10:15'): words, so no step is told by a colour.
 */
export function OrderHistory({ steps }: { steps: readonly OrderStatusStep[] }) {
  const { t } = useCustomerTranslation();
  const headingId = useId();
  // The API always sends the status the order was bought in; an empty list would be a bare heading.
  if (steps.length === 0) return null;
  return (
    <Box component="section">
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('orders.page.history')}
      </Typography>
      <Box component="ol" aria-labelledby={headingId} sx={{ m: 0, pl: 3 }}>
        {steps.map((step) => (
          <Typography component="li" key={`${step.status}@${step.at}`} sx={{ py: 0.25 }}>
            {t('orders.page.step', {
              status: t(orderStatus(step.status).label),
              date: formatDateTime(step.at),
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
