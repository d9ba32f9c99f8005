import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@storefront/shared/mui/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useShellTranslationWithoutSuspense } from '../i18n';
import { startShell } from './start-shell';

type Phase = 'loading' | 'ready' | 'failed';

function StartUpFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useShellTranslationWithoutSuspense();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper role="alert" sx={{ p: { xs: 3, md: 4 }, maxWidth: 480 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1">
            {t('startUp.failedTitle')}
          </Typography>
          <Typography color="text.secondary">{t('startUp.failedText')}</Typography>
          <Button variant="contained" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

function StartUpLoading() {
  const { t } = useShellTranslationWithoutSuspense();
  return (
    <Box
      role="status"
      aria-label={t('startUp.loading')}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    >
      {/* A progress bar is named on its own too (axe: aria-progressbar-name). */}
      <CircularProgress aria-label={t('startUp.loading')} />
    </Box>
  );
}

/**
 * Renders the app only once /config.json is applied and the shell's messages are loaded in the
 * chosen language; a failure is a page, never a blank. The loading and failure pages come
 * before those messages: they never suspend and speak the bundled Russian until English is in.
 */
export function StartUp({
  start = startShell,
  started = false,
  children,
}: {
  start?: () => Promise<void>;
  /** Already done before the first render (a server-rendered page hydrating: bootstrap.tsx). */
  started?: boolean;
  children: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>(started ? 'ready' : 'loading');
  const mounted = useRef(true);
  const skipFirstRun = useRef(started);

  const run = useCallback(() => {
    setPhase('loading');
    start().then(
      () => mounted.current && setPhase('ready'),
      (error: unknown) => {
        console.error('[shell] start-up failed', error);
        if (mounted.current) setPhase('failed');
      },
    );
  }, [start]);

  useEffect(() => {
    mounted.current = true;
    if (skipFirstRun.current) skipFirstRun.current = false;
    else run();
    return () => {
      mounted.current = false;
    };
  }, [run]);

  if (phase === 'ready') return children;
  if (phase === 'failed') return <StartUpFailed onRetry={run} />;
  return <StartUpLoading />;
}
