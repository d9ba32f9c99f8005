import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@storefront/shared/mui/core';
import { Link, useLocation } from '@storefront/shared/router';
import { useShopSettings } from '@storefront/shared/shop/settings';
import type { ReactNode } from 'react';
import { isCurrentItem, PUBLIC_LINKS } from '../../config/menus';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';
import { AccountActions, type AccountRole } from './account-actions';

interface HeaderProps {
  role: AccountRole;
  /** Small screens: the side panel trigger, left of the logo. */
  leading?: ReactNode;
  /** Wide screens: the theme toggle. */
  themeToggle?: ReactNode;
  /** Wide screens: RU / EN. */
  languageSwitch?: ReactNode;
  /** Small screens: the menu trigger, at the far right. */
  trailing?: ReactNode;
}

function PublicLinks() {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  return (
    <Stack
      component="nav"
      aria-label={t('header.sections')}
      direction="row"
      spacing={0.5}
      sx={{ display: { xs: 'none', md: 'flex' } }}
    >
      {PUBLIC_LINKS.map((link) => {
        const current = isCurrentItem(link, pathname);
        return (
          <Button
            key={link.path}
            component={Link}
            to={link.path}
            color={current ? 'primary' : 'inherit'}
            aria-current={current ? 'page' : undefined}
          >
            {t(link.labelKey)}
          </Button>
        );
      })}
    </Stack>
  );
}

/**
 * The shop's name from its settings (shop-spec 2.4), read on every page load; unset, the
 * default 'МАГАЗИН'. Saving the settings replaces the shared SWR entry, so it changes at once.
 * One line whatever its length (issue 21: a 60-character name wrapped the sticky header to 7
 * lines at 390 px): what does not fit ends in an ellipsis, the whole name is in `title`, and the
 * accessible name carries it in full. `minWidth: 0` lets it shrink below its text in the bar.
 */
function Wordmark() {
  const { t } = useShellTranslation();
  const { data: settings } = useShopSettings();
  const name = settings?.shop_name.trim();
  const shown = name || t('header.logo');
  return (
    <Typography
      component={Link}
      to={paths.home}
      variant="h6"
      noWrap
      title={shown}
      aria-label={t('header.logoLabel', { name: name || t('header.logoName') })}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 800,
        letterSpacing: 1,
        mr: 2,
        minWidth: 0,
        flexShrink: 1,
      }}
    >
      {shown}
    </Typography>
  );
}

/** The sticky top bar of every page (spec 2.4). */
export function Header({ role, leading, themeToggle, languageSwitch, trailing }: HeaderProps) {
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {leading}
        <Wordmark />
        <PublicLinks />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          {languageSwitch}
          {themeToggle}
        </Box>
        <AccountActions role={role} />
        {trailing}
      </Toolbar>
    </AppBar>
  );
}
