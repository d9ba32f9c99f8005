import { Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Switch } from '@storefront/shared/mui/data';
import { FieldHint } from '../../../components/field-hint';
import type { StepProps } from './hinted-field';

type Flag = 'is_public' | 'requires_approval' | 'auto_apply' | 'stackable';

const FLAGS: readonly { field: Flag; label: string; hint: string }[] = [
  { field: 'is_public', label: 'Публичный', hint: 'Покупатели видят купон среди доступных' },
  {
    field: 'requires_approval',
    label: 'Требует подтверждения',
    hint: 'Каждое использование подтверждает администратор',
  },
  {
    field: 'auto_apply',
    label: 'Применять автоматически',
    hint: 'Скидка применяется к подходящему заказу без ввода кода',
  },
  { field: 'stackable', label: 'Суммируется с другими', hint: 'Можно сочетать с другими купонами' },
];

/** Step 6: who sees the coupon and how it combines. */
export function SettingsStep({ values, setField }: StepProps) {
  return (
    <>
      {FLAGS.map(({ field, label, hint }) => (
        <Stack key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            sx={{ flexGrow: 1 }}
            label={label}
            control={
              <Switch
                name={field}
                checked={values[field]}
                onChange={(event) => setField(field, event.target.checked)}
              />
            }
          />
          <FieldHint field={label} text={hint} />
        </Stack>
      ))}
    </>
  );
}
