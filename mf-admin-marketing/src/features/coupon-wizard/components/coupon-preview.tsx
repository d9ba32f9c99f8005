import { Paper, Typography } from '@storefront/shared/mui/core';
import { couponDiscount } from '@storefront/shared/pricing';
import { useMarketingTranslation } from '../../../i18n';
import type { CouponErrors } from '../../../utils/coupon-errors';
import { type CouponValues, parseDiscountValue } from '../../../utils/coupon-values';
import { discountLabel } from '../../../utils/discount-label';
import { formatMoney } from '../../../utils/format';
import { parseRoublesInput } from '../../../utils/money-input';

/** Spec 2.12's example order. */
const EXAMPLE_ORDER = 1000;

/** 'Скидка N%' (with its maximum) or 'Скидка N₽', and what it takes off a 1000 ₽ order. */
export function CouponPreview({ values, errors }: { values: CouponValues; errors: CouponErrors }) {
  const { t } = useMarketingTranslation();
  const value = parseDiscountValue(values);
  if (value === null || Number.isNaN(value) || errors.discount_value) return null;
  const cap = parseRoublesInput(values.maximum_discount_amount);
  const rule = {
    coupon_type: values.coupon_type,
    discount_value: value,
    maximum_discount_amount: cap && !errors.maximum_discount_amount ? cap : null,
  };
  return (
    <Paper variant="outlined" component="aside" aria-label={t('wizard.preview')} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {values.code || t('wizard.preview')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="coupon-preview">
        {discountLabel(t, rule)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('wizard.previewExample', {
          order: formatMoney(EXAMPLE_ORDER),
          discount: formatMoney(couponDiscount(rule, EXAMPLE_ORDER)),
        })}
      </Typography>
    </Paper>
  );
}
