import { ListItemButton, ListItemIcon, ListItemText } from '@storefront/shared/mui/core';
import { useThemeStore } from '@storefront/shared/theme';
import { MoonIcon, SunIcon } from '../../components/icons';
import { useShellTranslation } from '../../i18n';

/** Mobile menu entry (spec 2.4): labelled with the theme it switches to. */
export function ThemeToggleItem() {
  const { t } = useShellTranslation();
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  return (
    <ListItemButton onClick={toggle}>
      <ListItemIcon>{mode === 'dark' ? <SunIcon /> : <MoonIcon />}</ListItemIcon>
      <ListItemText primary={mode === 'dark' ? t('theme.light') : t('theme.dark')} />
    </ListItemButton>
  );
}
