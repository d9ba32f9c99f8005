import { Stack } from '@storefront/shared/mui/core';
import { useMarketingTranslation } from '../../i18n';
import { DiscountKindField, discountValueLabel } from '../discount-kind-field';
import { FieldHint } from '../field-hint';
import { type CouponFieldsProps, HintedField } from './hinted-field';

export interface DiscountFieldsProps extends CouponFieldsProps {
  /** Why the type and size may not change (a used coupon), worded: the fields are disabled. */
  locked?: string;
}

/** The type, the value and, for a percentage, the largest discount in roubles. */
export function DiscountFields({ locked, ...props }: DiscountFieldsProps) {
  const { t } = useMarketingTranslation();
  const percentage = props.values.coupon_type === 'percentage';
  const disabled = locked !== undefined;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DiscountKindField
          name="coupon_type"
          value={props.values.coupon_type}
          onChange={(kind) => props.setField('coupon_type', kind)}
          disabled={disabled}
          grow
        />
        <FieldHint field={t('common.discountType')} text={t('wizard.hints.discountType')} />
      </Stack>
      <HintedField
        {...props}
        field="discount_value"
        type="amount"
        label={discountValueLabel(props.values.coupon_type, t)}
        hint={percentage ? t('wizard.hints.percent') : t('wizard.hints.fixed')}
        helper={locked}
        disabled={disabled}
      />
      {percentage && (
        <HintedField
          {...props}
          field="maximum_discount_amount"
          type="amount"
          label={t('wizard.fields.maximum')}
          hint={t('wizard.hints.maximum')}
          helper={t('common.optional')}
          disabled={disabled}
        />
      )}
    </>
  );
}
