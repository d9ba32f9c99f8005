import { IconButton } from '@storefront/shared/mui/core';
import { Menu, MenuItem } from '@storefront/shared/mui/overlays';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MoreVertIcon } from './icons';
import type { RowAction } from './row-action';

/** A 'Действия' button opening a menu of the actions (product cards, rows on a phone). */
export function ActionsMenu({ actions }: { actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label="Действия"
        title="Действия"
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
