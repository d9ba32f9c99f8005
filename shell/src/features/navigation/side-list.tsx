import { Box } from '@storefront/shared/mui/core';
import { useShellTranslation } from '../../i18n';
import { NavList } from './nav-list';
import { useRoleMenu } from './use-role-menu';

/** Spec section 9: side list width. */
export const SIDE_LIST_WIDTH = 220;

/** Wide screens: the admin or customer menu stays in view beside the page (spec 2.4). */
export function SideList() {
  const { t } = useShellTranslation();
  const { role, username, items } = useRoleMenu();
  if (role !== 'admin' && role !== 'customer') return null;
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', md: 'block' },
        width: SIDE_LIST_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 64px)',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <NavList
        items={items}
        username={username}
        label={role === 'admin' ? t('navigation.adminMenu') : t('navigation.customerMenu')}
      />
    </Box>
  );
}
