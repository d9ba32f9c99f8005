import { useValueSetBeforeHydration } from '@storefront/shared/hooks/use-value-set-before-hydration';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@storefront/shared/mui/core';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  fullWidth?: boolean;
  minWidth?: number;
}

/**
 * A labelled native select. MUI's Select would bring its Menu and Popover into every page that
 * filters a list; the native one is lighter, keyboard-complete and fits touch screens. The
 * back-office filters and dialogs all use it.
 */
export function SelectField({
  label,
  name,
  options,
  onChange,
  minWidth,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const select = useValueSetBeforeHydration<HTMLSelectElement>(rest.value, onChange);
  return (
    <FormControl sx={{ minWidth }} fullWidth={rest.fullWidth} disabled={rest.disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={rest.value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched inputRef={select} />}
        inputProps={{ id, name }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
