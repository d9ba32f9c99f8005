import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { type ChangeEvent, type ReactNode, useId } from 'react';

export interface AmountInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
}

/**
 * The shared TextInput for an amount or a percentage: text, never `type="number"` (which misreads
 * or drops '250,50' and '1 490,50', and changes on a wheel scroll), with the phone's decimal
 * keyboard. The shared TextInput takes no `inputMode`, hence this twin.
 */
export function AmountInput({
  name,
  label,
  helperText,
  error,
  fullWidth,
  ...input
}: AmountInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} disabled={input.disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} required={input.required}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={input.required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
        autoComplete="off"
        inputProps={{ inputMode: 'decimal' }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
