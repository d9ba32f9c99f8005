import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { isStaffRole } from '@storefront/shared/permissions';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useRevalidateUserLists } from '../../../api/get-users';
import { useAdminUsersTranslation } from '../../../i18n';
import { activateUser } from '../api/activate-user';
import { deactivateUser } from '../api/deactivate-user';

/**
 * Activate and deactivate with spec 8's messages. Deactivating a staff member also takes their
 * role away (spec 4), which activating does not give back, so that case is confirmed first.
 */
export function useUserStatus() {
  const { t } = useAdminUsersTranslation();
  const notify = useNotify();
  const revalidateLists = useRevalidateUserLists();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [pending, setPending] = useState<AdminUser | null>(null);

  const run = async (user: AdminUser) => {
    const activating = !user.is_active;
    setBusyId(user.id);
    try {
      await (activating ? activateUser(user.id) : deactivateUser(user.id));
      notify('success', activating ? t('users.status.activated') : t('users.status.deactivated'));
    } catch {
      notify(
        'error',
        activating ? t('users.status.activateError') : t('users.status.deactivateError'),
      );
    } finally {
      setBusyId(null);
      setPending(null);
      void revalidateLists();
    }
  };

  const toggle = (user: AdminUser) => {
    if (user.is_active && isStaffRole(user.role)) setPending(user);
    else void run(user);
  };

  return {
    busyId,
    /** A staff member waiting for the deactivation to be confirmed. */
    pending,
    toggle,
    confirm: () => pending && run(pending),
    cancel: () => setPending(null),
  };
}
