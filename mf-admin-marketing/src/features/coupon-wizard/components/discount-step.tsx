import type { CouponType } from '@storefront/shared/dto/marketing';
import { FormControl, Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Radio, RadioGroup } from '@storefront/shared/mui/data';
import { FieldHint } from '../../../components/field-hint';
import { HintedField, type StepProps } from './hinted-field';

/** Step 2: the type, the value and, for a percentage, the largest discount in roubles. */
export function DiscountStep(props: StepProps) {
  const percentage = props.values.coupon_type === 'percentage';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FormControl component="fieldset" sx={{ flexGrow: 1 }}>
          <RadioGroup
            row
            aria-label="Тип скидки"
            name="coupon_type"
            value={props.values.coupon_type}
            onChange={(event) => props.setField('coupon_type', event.target.value as CouponType)}
          >
            <FormControlLabel value="percentage" control={<Radio />} label="Процент" />
            <FormControlLabel value="fixed" control={<Radio />} label="Фиксированная сумма" />
          </RadioGroup>
        </FormControl>
        <FieldHint
          field="Тип скидки"
          text="Процент от суммы заказа или фиксированная сумма в рублях"
        />
      </Stack>
      <HintedField
        {...props}
        field="discount_value"
        type="number"
        label={percentage ? 'Размер скидки, %' : 'Размер скидки, ₽'}
        hint={
          percentage
            ? 'От 0 до 100 процентов от суммы заказа'
            : 'Сумма в рублях; не больше суммы заказа'
        }
      />
      {percentage && (
        <HintedField
          {...props}
          field="maximum_discount_amount"
          type="number"
          label="Максимальная скидка, ₽"
          hint="Верхняя граница скидки в рублях; 0 или пусто — без ограничения"
          helper="Необязательно"
        />
      )}
    </>
  );
}
