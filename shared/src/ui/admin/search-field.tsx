import { useDebouncedCommit } from '@storefront/shared/hooks/use-debounced-value-commit';
import { useValueSetBeforeHydration } from '@storefront/shared/hooks/use-value-set-before-hydration';
import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Box } from '@storefront/shared/mui/core';
import { useLocation } from '@storefront/shared/router';
import { TextInput } from '@storefront/shared/ui/text-input';

export interface SearchFieldProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  /** 'Поиск' unless the list names its own. */
  label?: string;
  /** On a line of its own above a list, instead of sharing a toolbar's row with filters. */
  standalone?: boolean;
}

/**
 * A list's search box (spec 2.5, 2.8; ARCHITECTURE 4): applied 300 ms after the last
 * keystroke, or at once on Enter. A `role="search"` form, so Enter submits without a button.
 */
export function SearchField({
  value,
  onSearch,
  placeholder,
  label,
  standalone = false,
}: SearchFieldProps) {
  const { t } = useSharedTranslation();
  // A search typed here is for this page: leaving it (a link, the menu) drops what is pending.
  const { pathname } = useLocation();
  const { text, change, flush } = useDebouncedCommit(value, onSearch, { scope: pathname });
  const input = useValueSetBeforeHydration<HTMLInputElement>(text, change);
  return (
    <Box
      component="form"
      role="search"
      sx={standalone ? { display: 'flex', mb: 2 } : { flex: '1 1 240px', display: 'flex' }}
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <TextInput
        name="search"
        type="search"
        label={label ?? t('search.label')}
        placeholder={placeholder}
        value={text}
        onChange={(event) => change(event.target.value)}
        autoComplete="off"
        inputRef={input}
        fullWidth
      />
    </Box>
  );
}
