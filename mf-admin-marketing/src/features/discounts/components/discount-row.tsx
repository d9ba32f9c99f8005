import type { Discount } from '@storefront/shared/contract/discounts';
import { Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '@storefront/shared/ui/admin/status-chip';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import {
  discountCityLabel,
  discountPeriodLabel,
  discountProductsLabel,
  discountValueLabel,
} from '../utils/discount-facts';

export interface DiscountRowProps {
  discount: Discount;
  actions: ReactNode;
}

/** A discount: its name and state, then value · products · city · period. */
export function DiscountRow({ discount, actions }: DiscountRowProps) {
  const { t } = useMarketingTranslation();
  const facts = [
    discountValueLabel(t, discount),
    discountProductsLabel(t, discount),
    discountCityLabel(t, discount),
    discountPeriodLabel(t, discount),
  ];
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {discount.name}
          </Typography>
          <StatusChip
            label={t(discount.is_active ? 'discounts.active' : 'discounts.inactive')}
            color={discount.is_active ? 'success' : 'default'}
          />
        </>
      }
      details={<RowDetails facts={facts} />}
      actions={actions}
    />
  );
}
