import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { IconButton } from '@storefront/shared/mui/core';
import { Menu, MenuItem } from '@storefront/shared/mui/overlays';
import { useNavigate } from '@storefront/shared/router';
import { MoreVertIcon } from '@storefront/shared/ui/admin/icons';
import { useState } from 'react';

/** One entry of an actions menu: a link (`to`, with router `state`) or a handler. */
export interface MenuAction {
  label: string;
  to?: string;
  /** Router state passed with `to` (the list's address, for the way back). */
  state?: unknown;
  onClick?: () => void;
}

export interface ActionsMenuProps {
  actions: readonly MenuAction[];
  /** The button's accessible name: 'Действия', or 'Действия: olga' where rows need telling apart. */
  label?: string;
  /** A hover tooltip, where the screen shows one. */
  title?: string;
}

/**
 * A ⋮ button opening a menu of a row's or card's actions: what rows fold their buttons into on
 * a phone, and what a product card always shows.
 */
export function ActionsMenu({ actions, label, title }: ActionsMenuProps) {
  const { t } = useSharedTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label ?? t('actions.label')}
        title={title}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              close();
              if (action.to) navigate(action.to, { state: action.state });
              else action.onClick?.();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
