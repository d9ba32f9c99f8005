import { Stack } from '@storefront/shared/mui/core';
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
  type?: 'text' | 'number';
  /** Shown under the field when it has no message. */
  helper?: string;
  autoFocus?: boolean;
}

/** A text or number field of the wizard with spec 5's message under it and its hover hint. */
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
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
      <TextInput
        name={field}
        label={label}
        type={type}
        value={props.values[field]}
        onChange={(event) => props.setField(field, event.target.value)}
        error={Boolean(error)}
        helperText={error ? t(error) : helper}
        autoComplete="off"
        autoFocus={props.autoFocus}
        fullWidth
      />
      <FieldHint field={label} text={hint} besideInput />
    </Stack>
  );
}
