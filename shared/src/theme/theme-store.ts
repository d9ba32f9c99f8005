import { create } from 'zustand';
// The server renders the public pages in the visitor's theme (issue 21): it reads this cookie.
import { rememberForServer } from '../ssr/choice-cookie';

export type ThemeMode = 'dark' | 'light';
export const THEME_KEY = 'theme';

/** Dark unless the visitor stored 'light' (spec section 4, theme). */
function storedMode(): ThemeMode {
  return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
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
    rememberForServer(THEME_KEY, mode);
    set({ mode });
  },
}));

// A choice stored before the server read cookies reaches it from the next page on.
if (typeof document !== 'undefined' && useThemeStore.getState().mode === 'light') {
  rememberForServer(THEME_KEY, 'light');
}
