import { ruRU } from '@mui/material/locale';
import { createTheme, type Theme } from '@storefront/shared/mui/core';
import type { ThemeMode } from './theme-store';

/** One look for the shell and every remote; MUI's built-in texts in Russian. */
export function createMuiTheme(mode: ThemeMode): Theme {
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
        secondary: { main: mode === 'dark' ? '#f48fb1' : '#ad1457' },
        background:
          mode === 'dark'
            ? { default: '#0f1217', paper: '#171b22' }
            : { default: '#f5f6f8', paper: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    },
    ruRU,
  );
}
