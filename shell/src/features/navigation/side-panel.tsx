import { Box, Button, Divider, IconButton, Stack } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { SIDE_PANEL_TOGGLE_EVENT } from '@storefront/shared/ui/side-panel-event';
import { useEffect, useState } from 'react';
import { PanelIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useLogout } from '../../hooks/use-logout';
import { useShellTranslation } from '../../i18n';
import { LazyDrawer } from './lazy-drawer';
import { NavList } from './nav-list';
import { useRoleMenu } from './use-role-menu';

/** Spec section 9: menu and panel transition. */
export const PANEL_TRANSITION_MS = 300;

function GuestActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useShellTranslation();
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Button component={Link} to={paths.login} variant="contained" onClick={onNavigate}>
        {t('common.signIn')}
      </Button>
      <Button component={Link} to={paths.register} variant="outlined" onClick={onNavigate}>
        {t('common.register')}
      </Button>
    </Stack>
  );
}

/**
 * Small screens: the role's menu slides in from the left. Remotes open it with the window event
 * from shared, so they never import the shell.
 */
export function SidePanel({ showTrigger }: { showTrigger: boolean }) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useState(false);
  const { role, username, items } = useRoleMenu();
  const logout = useLogout();
  const close = () => setOpen(false);

  useEffect(() => {
    const toggle = () => setOpen((value) => !value);
    window.addEventListener(SIDE_PANEL_TOGGLE_EVENT, toggle);
    return () => window.removeEventListener(SIDE_PANEL_TOGGLE_EVENT, toggle);
  }, []);

  const signedIn = role === 'admin' || role === 'customer';
  return (
    <>
      {showTrigger && (
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('navigation.openSidePanel')}
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' }, mr: 1 }}
        >
          <PanelIcon />
        </IconButton>
      )}
      <LazyDrawer
        anchor="left"
        open={open}
        onClose={close}
        transitionDuration={PANEL_TRANSITION_MS}
      >
        <Box
          data-testid="side-panel"
          sx={{ width: 280, height: '100%', display: 'flex', flexDirection: 'column' }}
        >
          {signedIn ? (
            <NavList
              items={items}
              username={username}
              label={t('navigation.sidePanel')}
              onNavigate={close}
            />
          ) : (
            role === 'guest' && <GuestActions onNavigate={close} />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {signedIn && (
            <>
              <Divider />
              <Button
                color="inherit"
                sx={{ m: 1 }}
                onClick={() => {
                  close();
                  logout();
                }}
              >
                {t('common.signOut')}
              </Button>
            </>
          )}
        </Box>
      </LazyDrawer>
    </>
  );
}
