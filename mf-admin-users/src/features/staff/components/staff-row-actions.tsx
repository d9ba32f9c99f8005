import { IconButton, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import { EditIcon } from '@storefront/shared/ui/admin/icons';
import { Link } from 'react-router-dom';
import { PersonRemoveIcon } from '../../../components/icons';

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
  return (
    <ActionsMenu
      label={`Действия: ${username}`}
      actions={[
        { label: 'Редактировать', to: editTo, state: editState },
        { label: 'Отозвать', onClick: onRevoke },
      ]}
    />
  );
}
