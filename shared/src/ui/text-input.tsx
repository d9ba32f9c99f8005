import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password' | 'email' | 'search' | 'number';
  /** The phone keyboard to offer: 'decimal' for money (typed as text, never type="number"). */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  fullWidth?: boolean;
  required?: boolean;
  /** The `<input>` itself (e.g. for `useValueSetBeforeHydration`). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field with label and helper text. MUI's TextField looks the same but always
 * bundles Select, Menu, Popover and Modal for its `select` mode: about 15 KB gzip that every
 * form of a remote would download before it can be used.
 */
export function TextInput({
  name,
  label,
  helperText,
  error,
  fullWidth,
  inputMode,
  ...input
}: TextInputProps) {
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
        inputProps={inputMode ? { inputMode } : undefined}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
