import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
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

/** The sticky top bar of every page (spec 2.4). */
export function Header({ role, leading, themeToggle, languageSwitch, trailing }: HeaderProps) {
  const { t } = useShellTranslation();
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {leading}
        <Typography
          component={Link}
          to={paths.home}
          variant="h6"
          aria-label={t('header.logoLabel')}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 800,
            letterSpacing: 1,
            mr: 2,
          }}
        >
          {t('header.logo')}
        </Typography>
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
