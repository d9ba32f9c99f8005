import { Box } from '@storefront/shared/mui/core';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useDebouncedCommit } from '../hooks/use-debounced-value-commit';

export interface SearchFieldProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
}

/** ARCHITECTURE 4: applied 300 ms after the last keystroke, or at once on Enter. */
export function SearchField({
  value,
  onSearch,
  placeholder = 'Поиск...',
  label = 'Поиск',
}: SearchFieldProps) {
  const { text, change, flush } = useDebouncedCommit(value, onSearch);
  return (
    <Box
      component="form"
      role="search"
      sx={{ flex: '1 1 240px', display: 'flex' }}
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <TextInput
        name="search"
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => change(event.target.value)}
        autoComplete="off"
        fullWidth
      />
    </Box>
  );
}
