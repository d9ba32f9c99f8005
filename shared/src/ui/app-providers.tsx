import { useLanguage } from '@storefront/shared/i18n/use-language';
import { CssBaseline, ThemeProvider } from '@storefront/shared/mui/core';
import { createMuiTheme } from '@storefront/shared/mui-theme';
import { swrConfig, useRevalidateOnReturn } from '@storefront/shared/swr-config';
import { useThemeStore } from '@storefront/shared/theme';
import { type ReactNode, useMemo } from 'react';
import { SWRConfig } from 'swr';

function RevalidateOnReturn(): null {
  useRevalidateOnReturn();
  return null;
}

/** Theme and data-fetching context; remotes render inside it and need no providers of their own. */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const { language } = useLanguage();
  const theme = useMemo(() => createMuiTheme(mode, language), [mode, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SWRConfig value={swrConfig}>
        <RevalidateOnReturn />
        {children}
      </SWRConfig>
    </ThemeProvider>
  );
}
