import { Stack } from '@storefront/shared/mui/core';
import { DiscountKindField, discountValueLabel } from '../../../components/discount-kind-field';
import { FieldHint } from '../../../components/field-hint';
import { useMarketingTranslation } from '../../../i18n';
import { HintedField, type StepProps } from './hinted-field';

/** Step 2: the type, the value and, for a percentage, the largest discount in roubles. */
export function DiscountStep(props: StepProps) {
  const { t } = useMarketingTranslation();
  const percentage = props.values.coupon_type === 'percentage';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DiscountKindField
          name="coupon_type"
          value={props.values.coupon_type}
          onChange={(kind) => props.setField('coupon_type', kind)}
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
      />
      {percentage && (
        <HintedField
          {...props}
          field="maximum_discount_amount"
          type="amount"
          label={t('wizard.fields.maximum')}
          hint={t('wizard.hints.maximum')}
          helper={t('common.optional')}
        />
      )}
    </>
  );
}
