import { useAuthStore } from '@storefront/shared/auth-store';
import { Box, Container, Typography } from '@storefront/shared/mui/core';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';

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
          <Typography variant="overline">Автономный режим: {name}</Typography>
        </Box>
        <Container sx={{ py: 3 }}>{children}</Container>
      </AppProviders>
    </BrowserRouter>
  );
}
