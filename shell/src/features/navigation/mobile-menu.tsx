import { Box, Divider, IconButton, List, ListItem } from '@storefront/shared/mui/core';
import { type ReactNode, useState } from 'react';
import { MenuIcon } from '../../components/icons';
import { PUBLIC_LINKS } from '../../config/menus';
import { LazyDrawer } from './lazy-drawer';
import { NavList } from './nav-list';
import { PANEL_TRANSITION_MS } from './side-panel';

/** Small screens: the public links and the theme toggle slide in from the right (spec 2.4). */
export function MobileMenu({
  showTrigger,
  themeToggle,
  languageSwitch,
}: {
  showTrigger: boolean;
  themeToggle: ReactNode;
  languageSwitch: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      {showTrigger && (
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Открыть меню"
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
          <NavList items={PUBLIC_LINKS} label="Меню сайта" onNavigate={close} />
          <Divider />
          {/* A list holds list items only (axe `list`): the toggle is a button inside one. */}
          <List>
            <ListItem disablePadding>{themeToggle}</ListItem>
            <ListItem sx={{ px: 2 }}>{languageSwitch}</ListItem>
          </List>
        </Box>
      </LazyDrawer>
    </>
  );
}
