import type { CouponType } from '@storefront/shared/contract/values';
import { FormControl, Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Radio, RadioGroup } from '@storefront/shared/mui/data';
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
        <FormControl component="fieldset" sx={{ flexGrow: 1 }}>
          <RadioGroup
            row
            aria-label={t('common.discountType')}
            name="coupon_type"
            value={props.values.coupon_type}
            onChange={(event) => props.setField('coupon_type', event.target.value as CouponType)}
          >
            <FormControlLabel
              value="percentage"
              control={<Radio />}
              label={t('common.percentage')}
            />
            <FormControlLabel value="fixed" control={<Radio />} label={t('common.fixed')} />
          </RadioGroup>
        </FormControl>
        <FieldHint field={t('common.discountType')} text={t('wizard.hints.discountType')} />
      </Stack>
      <HintedField
        {...props}
        field="discount_value"
        type="amount"
        label={percentage ? t('common.discountPercent') : t('common.discountRoubles')}
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
