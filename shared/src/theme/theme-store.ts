import { create } from 'zustand';

export type ThemeMode = 'dark' | 'light';
export const THEME_KEY = 'theme';

/** Dark unless the visitor stored 'light' (spec section 4, theme). */
function storedMode(): ThemeMode {
  return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
}

/**
 * The server renders the public pages in the visitor's theme (issue 21), so the scripts take its
 * markup over instead of drawing the page again: it reads the `theme` cookie, as the page's
 * scripts read localStorage.
 */
function rememberForServer(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is 'dark' or 'light'.
  document.cookie = `${THEME_KEY}=${mode}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: storedMode(),
  toggle: () => {
    const mode: ThemeMode = get().mode === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, mode);
    rememberForServer(mode);
    set({ mode });
  },
}));

// A choice stored before the server read cookies reaches it from the next page on.
if (typeof document !== 'undefined' && useThemeStore.getState().mode === 'light') {
  rememberForServer('light');
}
