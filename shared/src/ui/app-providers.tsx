import { useLanguage } from '@storefront/shared/i18n/use-language';
import { CssBaseline, ThemeProvider } from '@storefront/shared/mui/core';
import { createMuiTheme } from '@storefront/shared/mui-theme';
import { trustServerData } from '@storefront/shared/ssr/server-state';
import { swrConfig, useRevalidateOnReturn } from '@storefront/shared/swr-config';
import { type ThemeMode, useThemeStore } from '@storefront/shared/theme';
import { type ReactNode, useMemo } from 'react';
import { SWRConfig } from 'swr';

function RevalidateOnReturn(): null {
  useRevalidateOnReturn();
  return null;
}

/**
 * Theme and data-fetching context; remotes render inside it and need no providers of their own.
 * `serverData`: the JSON a server-rendered page was made from (shared/ssr/server-state), so the
 * first render matches the server's markup without fetching it again.
 */
export function AppProviders({
  children,
  serverData,
  themeMode,
}: {
  children: ReactNode;
  serverData?: Record<string, unknown>;
  /**
   * The server's render (issue 21) names the visitor's theme: the store cannot, as React reads a
   * store's initial state while rendering on the server (zustand's server snapshot), and the
   * server's store starts dark.
   */
  themeMode?: ThemeMode;
}) {
  const storedMode = useThemeStore((state) => state.mode);
  const mode = themeMode ?? storedMode;
  const { language } = useLanguage();
  const theme = useMemo(() => createMuiTheme(mode, language), [mode, language]);
  const swr = useMemo(
    () =>
      serverData
        ? { ...swrConfig, fallback: serverData, use: [trustServerData(serverData)] }
        : swrConfig,
    [serverData],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SWRConfig value={swr}>
        <RevalidateOnReturn />
        {children}
      </SWRConfig>
    </ThemeProvider>
  );
}
