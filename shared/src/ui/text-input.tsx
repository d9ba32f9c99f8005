import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { type ChangeEvent, type ReactNode, useId } from 'react';

export interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password' | 'email' | 'search' | 'number';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  fullWidth?: boolean;
  required?: boolean;
}

/**
 * An outlined text field with label and helper text. MUI's TextField looks the same but always
 * bundles Select, Menu, Popover and Modal for its `select` mode: about 15 KB gzip that every
 * form of a remote would download before it can be used.
 */
export function TextInput({ name, label, helperText, error, fullWidth, ...input }: TextInputProps) {
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
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
