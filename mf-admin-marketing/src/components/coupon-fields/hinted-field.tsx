import { Stack } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useMarketingTranslation } from '../../i18n';
import type { CouponErrors } from '../../utils/coupon-errors';
import type { CouponValues, SetField } from '../../utils/coupon-values';
import { FieldHint } from '../field-hint';

/** What every group of a coupon's fields gets: the form, its messages and the way to change a field. */
export interface CouponFieldsProps {
  values: CouponValues;
  errors: CouponErrors;
  setField: SetField;
}

/** The fields typed as text (everything but the type and the switches). */
export type CouponTextField = {
  [K in keyof CouponValues]: CouponValues[K] extends string ? K : never;
}[keyof CouponValues];

export interface HintedFieldProps extends CouponFieldsProps {
  field: CouponTextField;
  label: string;
  hint: string;
  /**
   * 'amount': money or a percentage, typed as text with a decimal keyboard ('1 490,50');
   * 'date': the browser's own date picker (YYYY-MM-DD).
   */
  type?: 'text' | 'number' | 'amount' | 'date';
  /** Shown under the field when it has no message. */
  helper?: string;
  autoFocus?: boolean;
  /** A value that may not change (a used coupon's discount); dates are always editable. */
  disabled?: boolean;
}

/** A coupon field with spec 5's message under it and its hover hint. */
export function HintedField({
  field,
  label,
  hint,
  type = 'text',
  helper,
  ...props
}: HintedFieldProps) {
  const { t } = useMarketingTranslation();
  const error = props.errors[field];
  const shown = {
    name: field,
    label,
    value: props.values[field],
    error: Boolean(error),
    helperText: error ? t(error) : helper,
  };
  const text = {
    ...shown,
    onChange: (event: { target: { value: string } }) => props.setField(field, event.target.value),
    autoFocus: props.autoFocus,
    disabled: props.disabled,
    autoComplete: 'off',
    fullWidth: true,
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
      {type === 'date' && (
        <DateField {...shown} onChange={(value) => props.setField(field, value)} fullWidth />
      )}
      {type === 'amount' && <TextInput {...text} inputMode="decimal" />}
      {(type === 'text' || type === 'number') && <TextInput {...text} type={type} />}
      <FieldHint field={label} text={hint} besideInput />
    </Stack>
  );
}
