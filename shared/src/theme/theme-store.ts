import { create } from 'zustand';

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
    set({ mode });
  },
}));
