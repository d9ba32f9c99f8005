import { Alert, AlertTitle, Button, Stack } from '@storefront/shared/mui/core';
import { Component, type ReactNode } from 'react';
import { isRemoteLoadError } from '../../federation/remote-load-error';

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

const LOAD_TEXT =
  'Раздел сейчас недоступен: возможно, он обновляется или пропала связь с сервером. ' +
  'Остальные страницы магазина работают.';
const RENDER_TEXT = 'В разделе произошла ошибка. Попробуйте открыть его ещё раз.';

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
    return (
      <Alert severity="error" role="alert" sx={{ alignItems: 'flex-start' }}>
        <AlertTitle>Не удалось загрузить раздел</AlertTitle>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <span>{isRemoteLoadError(error) ? LOAD_TEXT : RENDER_TEXT}</span>
          <Button variant="outlined" color="inherit" size="small" onClick={this.retry}>
            Повторить
          </Button>
        </Stack>
      </Alert>
    );
  }
}
