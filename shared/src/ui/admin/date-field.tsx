import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { useId } from 'react';

export interface DateFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /** The field's message is an error (red, and the input says so to a screen reader). */
  error?: boolean;
  /** Under the field: its message, or a help text; the input is described by it. */
  helperText?: string;
  /** A form's field (the whole width) rather than a filter bar's (as wide as a date). */
  fullWidth?: boolean;
}

/** The browser's own date picker (YYYY-MM-DD), labelled like the text fields, its label always above the day. */
export function DateField({
  label,
  name,
  value,
  onChange,
  min,
  max,
  error = false,
  helperText,
  fullWidth = false,
}: DateFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl error={error} fullWidth={fullWidth} sx={fullWidth ? undefined : { minWidth: 170 }}>
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
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ min, max }}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
