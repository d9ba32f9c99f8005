import { HintedField, type StepProps } from './hinted-field';

/** Step 1: name and description. */
export function BasicStep(props: StepProps) {
  return (
    <>
      <HintedField
        {...props}
        field="name"
        label="Название"
        hint="Видно в списке купонов; из него создаётся код купона"
        autoFocus
      />
      <HintedField
        {...props}
        field="description"
        label="Описание"
        hint="Кратко: за что и кому даётся скидка"
      />
    </>
  );
}
