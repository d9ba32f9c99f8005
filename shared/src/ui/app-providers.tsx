import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig, useRevalidateOnReturn } from '../data/swr-config';
import { createMuiTheme } from '../theme/create-mui-theme';
import { useThemeStore } from '../theme/theme-store';

function RevalidateOnReturn(): null {
  useRevalidateOnReturn();
  return null;
}

/** Theme and data-fetching context; remotes render inside it and need no providers of their own. */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => createMuiTheme(mode), [mode]);
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
