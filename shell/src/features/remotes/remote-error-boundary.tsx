import { Alert, AlertTitle, Button, Stack } from '@storefront/shared/mui/core';
import { Component, type ReactNode } from 'react';
import { isRemoteLoadError } from '../../federation/remote-load-error';
import { useShellTranslation } from '../../i18n';

interface Props {
  children: ReactNode;
  /** Called with the caught error; the parent decides how much to throw away. */
  onRetry: (error: unknown) => void;
  /** A new value (another page of the same remote) clears a shown error. */
  resetKey: string;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** What the boundary shows: a function component, so its texts follow the language. */
function RemoteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useShellTranslation();
  return (
    <Alert severity="error" role="alert" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle>{t('remote.failedTitle')}</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>{isRemoteLoadError(error) ? t('remote.loadFailed') : t('remote.renderFailed')}</span>
        <Button variant="outlined" color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Keeps a failing remote inside its own box: the header and navigation stay usable. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.error && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  private retry = (): void => {
    const { error } = this.state;
    this.setState({ error: null, failedAt: null });
    this.props.onRetry(error);
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RemoteFailure error={error} onRetry={this.retry} />;
  }
}
