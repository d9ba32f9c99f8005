import { IconButton } from '@storefront/shared/mui/core';
import { useThemeStore } from '@storefront/shared/theme';
import { MoonIcon, SunIcon } from '../../components/icons';

/** Header toggle: the sun offers the light theme, the moon the dark one. */
export function ThemeToggleButton() {
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  const hint = mode === 'dark' ? 'Светлая тема' : 'Тёмная тема';
  return (
    // The native title: MUI's Tooltip would add Popper to every first load for a hover hint.
    <IconButton color="inherit" aria-label="Переключить тему" title={hint} onClick={toggle}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
