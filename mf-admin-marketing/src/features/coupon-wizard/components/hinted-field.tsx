import { Stack } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { TextInput } from '@storefront/shared/ui/text-input';
import { FieldHint } from '../../../components/field-hint';
import { useMarketingTranslation } from '../../../i18n';
import type { WizardErrors } from '../utils/validate-step';
import type { SetField, WizardValues } from '../utils/wizard-values';

/** What every step gets: the form, its messages and the way to change a field. */
export interface StepProps {
  values: WizardValues;
  errors: WizardErrors;
  setField: SetField;
}

type TextField = {
  [K in keyof WizardValues]: WizardValues[K] extends string ? K : never;
}[keyof WizardValues];

export interface HintedFieldProps extends StepProps {
  field: TextField;
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
}

/** A field of the wizard with spec 5's message under it and its hover hint. */
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
