import { useAuthStore } from '@storefront/shared/auth-store';
import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Box, Container, Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { BrowserRouter } from '@storefront/shared/router';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';

function StandaloneTitle({ name }: { name: string }) {
  const { t } = useSharedTranslation();
  return <Typography variant="overline">{t('standalone.title', { name })}</Typography>;
}

/**
 * The minimal host a remote runs in when its team develops it alone (`pnpm --filter mf-x dev`):
 * the same providers and session as the shell, without the shell's chrome.
 */
export function StandaloneHost({ name, children }: { name: string; children: ReactNode }) {
  const start = useAuthStore((state) => state.start);
  useEffect(() => {
    void start();
  }, [start]);
  return (
    // Without transitions a guard's redirect cannot overtake the navigation that caused it.
    <BrowserRouter useTransitions={false}>
      <AppProviders>
        <Box component="header" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          {/* English is a chunk: the title waits for it without holding up the remote. */}
          <Suspense fallback={null}>
            <StandaloneTitle name={name} />
          </Suspense>
        </Box>
        <Container sx={{ py: 3 }}>{children}</Container>
      </AppProviders>
    </BrowserRouter>
  );
}

/** A remote's `bootstrap.tsx` when it runs alone: its `App` at `basePath`, in the host above. */
export function mountStandalone(
  name: string,
  App: ComponentType<RemoteAppProps>,
  basePath: string,
): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StandaloneHost name={name}>
      <App basePath={basePath} />
    </StandaloneHost>,
  );
}
