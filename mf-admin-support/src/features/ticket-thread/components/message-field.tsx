import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { useId } from 'react';

export interface MessageFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the field: the counter, or what is wrong. */
  helperText: string;
  error?: boolean;
  disabled?: boolean;
}

/** A multi-line outlined field; shared's TextInput is single-line. */
export function MessageField({ name, label, value, onChange, ...state }: MessageFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={state.error} disabled={state.disabled} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperId}
        aria-invalid={state.error || undefined}
        multiline
        minRows={3}
        maxRows={12}
      />
      <FormHelperText id={helperId}>{state.helperText}</FormHelperText>
    </FormControl>
  );
}
