import { IconButton } from '@storefront/shared/mui/core';
import { useThemeStore } from '@storefront/shared/theme';
import { MoonIcon, SunIcon } from '../../components/icons';
import { useShellTranslation } from '../../i18n';

/** Header toggle: the sun offers the light theme, the moon the dark one. */
export function ThemeToggleButton() {
  const { t } = useShellTranslation();
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  const hint = mode === 'dark' ? t('theme.light') : t('theme.dark');
  return (
    // The native title: MUI's Tooltip would add Popper to every first load for a hover hint.
    <IconButton color="inherit" aria-label={t('theme.toggle')} title={hint} onClick={toggle}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
