import { isAdmin } from '@storefront/shared/permissions';
import { useLocation, useNavigate, useParams } from '@storefront/shared/router';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { UserActivityCard } from '../../features/activity/components/user-activity-card';
import { EditUserPage } from '../../features/edit-user/components/edit-user-page';
import type { EditVariant } from '../../features/edit-user/utils/edit-variants';
import { useViewer } from '../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../i18n';

/** Where the list sent us from (with its filters), if it was this list. */
function returnPath(state: unknown, listPath: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))
    ? from
    : listPath;
}

/** /admin/staff/{id}/edit and /admin/users/{id}/edit (spec 2.7). */
export function EditRoute({ variant, listPath }: { variant: EditVariant; listPath: string }) {
  const { t } = useAdminUsersTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const viewer = useViewer();
  const backTo = returnPath(useLocation().state, listPath);
  return (
    <EditUserPage
      variant={variant}
      id={id}
      backTo={backTo}
      onSaved={() => {
        notify('success', t('editUser.saved'));
        navigate(backTo);
      }}
      extra={
        // A user's activities are part of the event log, which the API keeps to administrators.
        variant === 'users' && isAdmin(viewer)
          ? (user) => <UserActivityCard userId={user.id} />
          : undefined
      }
    />
  );
}
