import type { Language } from '@storefront/shared/i18n/language';
import { createTheme, type Theme } from '@storefront/shared/mui/core';
import { muiRussian } from './mui-locale-ru';
import type { ThemeMode } from './theme-store';

/**
 * One look for the shell and every remote; MUI's built-in texts in the visitor's language. Colours meet WCAG
 * AA (4.5:1, checked by axe in the browser tests): MUI picks a button's text colour by
 * `contrastThreshold` (3 by default let white stay on the dark theme's red, 3.68:1), and its
 * light `warning` orange and `info` blue as text on white are 3.11:1 and 3.9:1, so the light theme's
 * are darker (5:1, 7.2:1).
 */
export function createMuiTheme(mode: ThemeMode, language: Language = 'ru'): Theme {
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
        secondary: { main: mode === 'dark' ? '#f48fb1' : '#ad1457' },
        ...(mode === 'light' ? { warning: { main: '#b45309' }, info: { main: '#01579b' } } : {}),
        contrastThreshold: 4.5,
        background:
          mode === 'dark'
            ? { default: '#0f1217', paper: '#171b22' }
            : { default: '#f5f6f8', paper: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    },
    language === 'en' ? {} : muiRussian,
  );
}
