import { HintedField, type StepProps } from './hinted-field';

/** Step 3: the code, built from the name until it is typed (spec 4). */
export function CodeStep(props: StepProps) {
  return (
    <HintedField
      {...props}
      field="code"
      label="Код купона"
      hint="Заглавные латинские буквы и цифры. Создаётся из названия, его можно изменить"
      helper="Его покупатель вводит при оформлении заказа"
      autoFocus
    />
  );
}
