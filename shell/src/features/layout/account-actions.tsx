import { Button, Stack } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { LogoutIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useLogout } from '../../hooks/use-logout';
import { useShellTranslation } from '../../i18n';
import { BalanceChip } from './balance-chip';

export type AccountRole = 'loading' | 'guest' | 'customer' | 'admin';

/**
 * Right side of the header (spec 2.4 and 6). Nothing while the session is checked, so a
 * signed-in visitor never sees the guest buttons flash.
 */
export function AccountActions({ role }: { role: AccountRole }) {
  const { t } = useShellTranslation();
  const logout = useLogout();
  if (role === 'loading') return null;
  if (role === 'guest') {
    return (
      <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
        <Button component={Link} to={paths.login} color="inherit">
          {t('common.signIn')}
        </Button>
        <Button component={Link} to={paths.register} variant="contained">
          {t('common.register')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {role === 'customer' && <BalanceChip />}
      <Button
        color="inherit"
        onClick={logout}
        startIcon={<LogoutIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        {t('common.signOut')}
      </Button>
    </Stack>
  );
}
