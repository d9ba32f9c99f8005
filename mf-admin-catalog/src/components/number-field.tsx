import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { useId } from 'react';

export interface NumberFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'decimal' for roubles, 'numeric' for whole units: the phone keyboard to offer. */
  inputMode: 'decimal' | 'numeric';
  error?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Long accessible name when the visible label is short (a district inside its city). */
  ariaLabel?: string;
}

/**
 * A text field for an amount. Not `type="number"`: it drops '1 500,50' (spaces, a decimal
 * comma) before the page ever sees it, and changes the value on a wheel scroll.
 */
export function NumberField({
  label,
  error,
  ariaLabel,
  size,
  fullWidth,
  ...props
}: NumberFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      variant="outlined"
      error={Boolean(error)}
      disabled={props.disabled}
      size={size}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        label={label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete="off"
        aria-describedby={error ? helperId : undefined}
        inputProps={{ inputMode: props.inputMode, 'aria-label': ariaLabel }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
