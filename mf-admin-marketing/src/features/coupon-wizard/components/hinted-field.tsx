import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  Stack,
} from '@storefront/shared/mui/core';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useId } from 'react';
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

interface DateInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText?: string;
}

/** A date input labelled like the text fields, its label always above the day. */
function DateInput({ name, label, value, onChange, error, helperText }: DateInputProps) {
  const id = useId();
  return (
    <FormControl error={error} fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type="date"
        label={label}
        notched
        value={value}
        onChange={onChange}
        aria-describedby={helperText ? `${id}-helper` : undefined}
      />
      {helperText && <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>}
    </FormControl>
  );
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
  const input = {
    name: field,
    label,
    value: props.values[field],
    onChange: (event: { target: { value: string } }) => props.setField(field, event.target.value),
    error: Boolean(error),
    helperText: error ? t(error) : helper,
  };
  const text = { ...input, autoFocus: props.autoFocus, autoComplete: 'off', fullWidth: true };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
      {type === 'date' && <DateInput {...input} />}
      {type === 'amount' && <TextInput {...text} inputMode="decimal" />}
      {(type === 'text' || type === 'number') && <TextInput {...text} type={type} />}
      <FieldHint field={label} text={hint} besideInput />
    </Stack>
  );
}
