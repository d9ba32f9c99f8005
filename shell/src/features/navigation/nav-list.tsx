import { List, ListItemButton, ListItemText, ListSubheader } from '@storefront/shared/mui/core';
import { Link, useLocation } from '@storefront/shared/router';
import { isCurrentItem, type MenuItem } from '../../config/menus';
import { useShellTranslation } from '../../i18n';
import { MenuCount } from './menu-count';

interface NavListProps {
  items: readonly MenuItem[];
  /** Shown above the items: whose menu this is. */
  username?: string | null;
  label: string;
  onNavigate?: () => void;
}

/** A menu with the current page highlighted (and announced as the current page). */
export function NavList({ items, username, label, onNavigate }: NavListProps) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  return (
    <List
      component="nav"
      aria-label={label}
      dense
      subheader={
        username ? (
          <ListSubheader component="div" sx={{ fontWeight: 600, bgcolor: 'transparent' }}>
            {username}
          </ListSubheader>
        ) : undefined
      }
    >
      {items.map((item) => {
        const current = isCurrentItem(item, pathname);
        return (
          <ListItemButton
            key={item.path}
            component={Link}
            to={item.path}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemText primary={t(item.labelKey)} />
            {item.count && <MenuCount kind={item.count} />}
          </ListItemButton>
        );
      })}
    </List>
  );
}
