import { HintedField, type StepProps } from './hinted-field';

/** Step 4: the smallest order, the total uses and the uses per customer. */
export function LimitsStep(props: StepProps) {
  return (
    <>
      <HintedField
        {...props}
        field="minimum_purchase_amount"
        type="number"
        label="Минимальная сумма заказа, ₽"
        hint="Купон действует для заказов от этой суммы; 0 — для любых"
      />
      <HintedField
        {...props}
        field="usage_limit"
        type="number"
        label="Лимит использований"
        hint="Сколько раз купон можно использовать всего"
      />
      <HintedField
        {...props}
        field="usage_limit_per_user"
        type="number"
        label="Лимит на пользователя"
        hint="Сколько раз один покупатель может использовать купон"
      />
    </>
  );
}
