import { isApiError } from '@storefront/shared/api-client';
import type { Role } from '@storefront/shared/contract/values';
import { assignableRoles, isStaffRole } from '@storefront/shared/permissions';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useMemo, useState } from 'react';
import { useRevalidateUserLists } from '../../../api/get-users';
import { updateUser } from '../../../api/update-user';
import { useViewer } from '../../../hooks/use-viewer';
import { type Translate, useAdminUsersTranslation } from '../../../i18n';
import { lookupUser } from '../api/lookup-user';

/** The lookup's 404, told apart from any other failure of the two calls. */
class LoginNotFound extends Error {}

function failure(error: unknown, t: Translate): string {
  if (error instanceof LoginNotFound) return t('staff.assign.notFound');
  const text =
    error instanceof Error && error.message ? error.message : t('staff.assign.unknownError');
  return t('staff.assign.failure', { error: text });
}

/** 'Назначить': a staff role for an existing login, looked up on the server (spec 2.6, 5, 8). */
export function useAssignRole(onAssigned: () => void) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const roles = useMemo(
    () => (viewer ? assignableRoles(viewer).filter((role) => isStaffRole(role)) : []),
    [viewer],
  );
  const initialRole: Role = roles.includes('executor') ? 'executor' : (roles[0] ?? 'executor');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>(initialRole);
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const notify = useNotify();
  const revalidateLists = useRevalidateUserLists();

  const reset = () => {
    setUsername('');
    setRole(initialRole);
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const login = username.trim();
    if (!login || submitting) return;
    setSubmitting(true);
    setMessage(null);
    try {
      const target = await lookupUser(login).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw new LoginNotFound();
        throw error;
      });
      await updateUser(target.id, { role });
      notify('success', t('staff.assign.success'));
      reset();
      onAssigned();
      void revalidateLists();
    } catch (error) {
      setMessage(failure(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return { username, setUsername, role, setRole, roles, message, submitting, submit, reset };
}

export type AssignRoleForm = ReturnType<typeof useAssignRole>;
