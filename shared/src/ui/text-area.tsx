import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { type ChangeEvent, type ReactNode, useId } from 'react';

export interface TextAreaProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  disabled?: boolean;
  error?: boolean;
  /** Under the field: a hint, a counter, or what is wrong. */
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  fullWidth?: boolean;
  minRows?: number;
  /** Grows with its text up to this many rows, then scrolls. */
  maxRows?: number;
}

/**
 * `TextInput`'s multi-line twin (a product's description, a ticket's message, a review, the
 * shop's rules): the same outlined field, label and helper text, so every form reads alike.
 */
export function TextArea({ name, label, helperText, error, minRows = 4, ...input }: TextAreaProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { fullWidth = true, required, ...rest } = input;
  return (
    <FormControl variant="outlined" error={error} disabled={rest.disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} required={required}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
        required={required}
        multiline
        minRows={minRows}
        {...rest}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
