import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { type ReactNode, useId } from 'react';

export interface TextAreaProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  minRows?: number;
}

/** A multi-line outlined field (tickets, reviews); shared's TextInput is single-line. */
export function TextArea({ name, label, helperText, error, minRows = 4, ...rest }: TextAreaProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} disabled={rest.disabled} fullWidth>
      <InputLabel htmlFor={id} required={rest.required}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={rest.required ? `${label} *` : label}
        value={rest.value}
        onChange={(event) => rest.onChange(event.target.value)}
        aria-describedby={helperText ? helperId : undefined}
        required={rest.required}
        autoFocus={rest.autoFocus}
        multiline
        minRows={minRows}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
