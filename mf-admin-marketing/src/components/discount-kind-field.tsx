import { FormControl } from '@storefront/shared/mui/core';
import { FormControlLabel, Radio, RadioGroup } from '@storefront/shared/mui/data';
import { type MarketingT, useMarketingTranslation } from '../i18n';

type DiscountKind = 'percentage' | 'fixed';

export interface DiscountKindFieldProps<K extends DiscountKind> {
  /** The form field: `coupon_type` of a coupon, `discount_type` of a discount. */
  name: string;
  value: K;
  onChange: (kind: K) => void;
  disabled?: boolean;
  /** Beside a hint: the radios take the rest of the row. */
  grow?: boolean;
}

/** 'Процент' or 'Фиксированная сумма': the type of a coupon or a discount. */
export function DiscountKindField<K extends DiscountKind>({
  name,
  value,
  onChange,
  disabled,
  grow,
}: DiscountKindFieldProps<K>) {
  const { t } = useMarketingTranslation();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={grow ? { flexGrow: 1 } : undefined}>
      <RadioGroup
        row
        aria-label={t('common.discountType')}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as K)}
      >
        <FormControlLabel value="percentage" control={<Radio />} label={t('common.percentage')} />
        <FormControlLabel value="fixed" control={<Radio />} label={t('common.fixed')} />
      </RadioGroup>
    </FormControl>
  );
}

/** The value field's label: a percentage or a sum in roubles. */
export function discountValueLabel(kind: DiscountKind, t: MarketingT): string {
  return t(kind === 'percentage' ? 'common.discountPercent' : 'common.discountRoubles');
}
