import { IconButton, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import { EditIcon } from '@storefront/shared/ui/admin/icons';
import { PersonRemoveIcon } from '../../../components/icons';
import { useAdminUsersTranslation } from '../../../i18n';

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
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <IconButton
        component={Link}
        to={editTo}
        state={editState}
        aria-label={t('list.editUser', { username })}
        title={t('list.edit')}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        onClick={onRevoke}
        aria-label={t('staff.actions.revokeUser', { username })}
        title={t('staff.actions.revoke')}
        color="warning"
      >
        <PersonRemoveIcon />
      </IconButton>
    </>
  );
}

function StaffRowMenu({ username, editTo, editState, onRevoke }: StaffRowActionsProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <ActionsMenu
      label={t('staff.actions.menu', { username })}
      actions={[
        { label: t('list.edit'), to: editTo, state: editState },
        { label: t('staff.actions.revoke'), onClick: onRevoke },
      ]}
    />
  );
}
