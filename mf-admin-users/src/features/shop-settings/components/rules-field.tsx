import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { type ChangeEvent, useId } from 'react';

export interface RulesFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: boolean;
  helperText?: string;
}

/** The rules' text: several lines, one paragraph each (shared's TextInput is single-line). */
export function RulesField({ name, label, value, onChange, error, helperText }: RulesFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        aria-describedby={helperText ? helperId : undefined}
        multiline
        minRows={6}
        maxRows={20}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
