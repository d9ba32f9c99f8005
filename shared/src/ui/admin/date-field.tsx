import { FormControl, InputLabel, OutlinedInput } from '@storefront/shared/mui/core';
import { useId } from 'react';

export interface DateFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/** The browser's own date picker (YYYY-MM-DD), labelled like the other fields. */
export function DateField({ label, name, value, onChange, min, max }: DateFieldProps) {
  const id = useId();
  return (
    <FormControl sx={{ minWidth: 170 }}>
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
      />
    </FormControl>
  );
}
