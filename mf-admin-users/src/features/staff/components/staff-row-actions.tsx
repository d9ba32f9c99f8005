import { IconButton, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { Menu, MenuItem } from '@storefront/shared/mui/overlays';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EditIcon, MoreVertIcon, PersonRemoveIcon } from '../../../components/icons';

export interface StaffRowActionsProps {
  username: string;
  editTo: string;
  editState: unknown;
  onRevoke: () => void;
}

/** Spec 2.6: icons on a desk, a menu with 'Редактировать' / 'Отозвать' on a phone. */
export function StaffRowActions(props: StaffRowActionsProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <StaffRowMenu {...props} /> : <StaffRowIcons {...props} />;
}

function StaffRowIcons({ username, editTo, editState, onRevoke }: StaffRowActionsProps) {
  return (
    <>
      <IconButton
        component={Link}
        to={editTo}
        state={editState}
        aria-label={`Редактировать ${username}`}
        title="Редактировать"
      >
        <EditIcon />
      </IconButton>
      <IconButton
        onClick={onRevoke}
        aria-label={`Отозвать ${username}`}
        title="Отозвать"
        color="warning"
      >
        <PersonRemoveIcon />
      </IconButton>
    </>
  );
}

function StaffRowMenu({ username, editTo, editState, onRevoke }: StaffRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={`Действия: ${username}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            navigate(editTo, { state: editState });
          }}
        >
          Редактировать
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onRevoke();
          }}
        >
          Отозвать
        </MenuItem>
      </Menu>
    </>
  );
}
