import { Alert, Typography } from '@storefront/shared/mui/core';

/** Spec 8: the marketing screens' load failure. */
export const LOAD_ERROR = 'Ошибка загрузки данных';

export interface ListStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  /** Which empty text depends on whether a search is active. */
  searching?: boolean;
  notFoundText?: string;
  noneText: string;
}

/** What a list shows instead of rows: loading, spec 8's load failure, or why it is empty. */
export function ListState({ loading, error, empty, searching, ...texts }: ListStateProps) {
  if (loading) return <Typography sx={{ py: 3, textAlign: 'center' }}>Загрузка...</Typography>;
  if (error) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {LOAD_ERROR}
      </Alert>
    );
  }
  if (!empty) return null;
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {searching && texts.notFoundText ? texts.notFoundText : texts.noneText}
    </Typography>
  );
}
