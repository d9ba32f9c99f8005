import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useRevalidateUserLists } from '../../../api/get-users';
import { updateUser } from '../../../api/update-user';
import { useAdminUsersTranslation } from '../../../i18n';

/** Revoke = role customer, after the confirmation of spec 8. */
export function useRevokeStaff() {
  const { t } = useAdminUsersTranslation();
  const notify = useNotify();
  const revalidateLists = useRevalidateUserLists();
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      // The API turns the superuser flag off with the admin role (spec 4).
      await updateUser(pending.id, { role: 'customer' });
      notify('success', t('staff.revoke.success'));
    } catch {
      notify('error', t('staff.revoke.failure'));
    } finally {
      setBusy(false);
      setPending(null);
      void revalidateLists();
    }
  };

  return { pending, busy, ask: setPending, confirm, cancel: () => setPending(null) };
}
