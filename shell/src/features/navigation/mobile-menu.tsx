import { Box, Divider, IconButton, List, ListItem } from '@storefront/shared/mui/core';
import { type ReactNode, useState } from 'react';
import { MenuIcon } from '../../components/icons';
import { PUBLIC_LINKS } from '../../config/menus';
import { useShellTranslation } from '../../i18n';
import { LazyDrawer } from './lazy-drawer';
import { NavList } from './nav-list';
import { PANEL_TRANSITION_MS } from './side-panel';

/** Small screens: the public links, the theme toggle and RU / EN slide in from the right (2.4). */
export function MobileMenu({
  showTrigger,
  themeToggle,
  languageSwitch,
}: {
  showTrigger: boolean;
  themeToggle: ReactNode;
  languageSwitch: ReactNode;
}) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      {showTrigger && (
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('navigation.openMenu')}
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' }, ml: 1 }}
        >
          <MenuIcon />
        </IconButton>
      )}
      <LazyDrawer
        anchor="right"
        open={open}
        onClose={close}
        transitionDuration={PANEL_TRANSITION_MS}
      >
        <Box data-testid="mobile-menu" sx={{ width: 260 }}>
          <NavList items={PUBLIC_LINKS} label={t('navigation.siteMenu')} onNavigate={close} />
          <Divider />
          {/* A list holds list items only (axe `list`): the theme toggle and the language
              switch each sit inside a ListItem (an li), never directly in the ul. */}
          <List>
            <ListItem disablePadding>{themeToggle}</ListItem>
            <ListItem sx={{ px: 2 }}>{languageSwitch}</ListItem>
          </List>
        </Box>
      </LazyDrawer>
    </>
  );
}
