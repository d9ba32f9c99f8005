import { isApiError } from '@storefront/shared/api-client';
import type { AdminUser, UpdateUserBody } from '@storefront/shared/contract/admin-users';
import type { Role } from '@storefront/shared/contract/values';
import {
  assignableRoles,
  canGrantSuperuser,
  canManage,
  normalizeRole,
} from '@storefront/shared/permissions';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { updateUser } from '../../../api/update-user';
import { useViewer } from '../../../hooks/use-viewer';
import { userKey } from '../api/get-user';

/**
 * The role card of spec 2.7: a role among those the viewer may assign, the superuser flag only
 * for the admin role and only for a superuser viewer; any other role turns the flag off.
 */
export function useEditUser(user: AdminUser, onSaved: () => void) {
  const viewer = useViewer();
  const { mutate } = useSWRConfig();
  const [role, setRole] = useState<Role>(normalizeRole(user.role) ?? 'customer');
  const [superuser, setSuperuser] = useState(user.is_superuser);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const manageable = Boolean(viewer && canManage(viewer, user));
  const grants = Boolean(viewer && canGrantSuperuser(viewer));
  const roles = viewer && manageable ? assignableRoles(viewer) : [role];

  const chooseRole = (next: Role) => {
    setRole(next);
    if (next !== 'admin') setSuperuser(false);
  };

  const save = async () => {
    if (!manageable || saving) return;
    const payload: UpdateUserBody = { role };
    // Only a superuser may send the flag at all; for anyone else the API keeps it as it is.
    if (grants) payload.is_superuser = role === 'admin' && superuser;
    setSaving(true);
    setSaveError(null);
    try {
      // The saved record replaces the cached one, so the page opened again starts from it.
      await mutate(userKey(user.id), await updateUser(user.id, payload), { revalidate: false });
      onSaved();
    } catch (error) {
      setSaveError(isApiError(error) && typeof error.detail === 'string' ? error.detail : '');
      setSaving(false);
    }
  };

  return {
    role,
    roles,
    chooseRole,
    superuser,
    setSuperuser,
    showSuperuser: role === 'admin' && grants,
    /** A role or flag chosen and not applied yet (the leave guard asks before it is lost). */
    dirty: role !== (normalizeRole(user.role) ?? 'customer') || superuser !== user.is_superuser,
    manageable,
    saving,
    /** null: no failure; '' a failure without a server text; else the server's text. */
    saveError,
    save,
  };
}

export type EditUserForm = ReturnType<typeof useEditUser>;
