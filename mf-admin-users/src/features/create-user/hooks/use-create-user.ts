import type { Role } from '@storefront/shared/contract/values';
import { assignableRoles } from '@storefront/shared/permissions';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useRevalidateUserLists } from '../../../api/get-users';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import { createUser } from '../api/create-user';
import { createErrorMessage } from '../utils/create-error-message';
import { type CreateVariant, type NewUserInput, validateNewUser } from '../utils/validate-new-user';

/** Spec 3: the staff dialog starts on executor, the users dialog on customer. */
const DEFAULT_ROLE: Record<CreateVariant, Role> = { staff: 'executor', users: 'customer' };

export interface NewUserValues extends NewUserInput {
  role: Role;
}

/**
 * The create dialog's behaviour: spec 5's checks on submit (re-checked on every change after
 * that), spec 8's messages, and a reset once the user exists.
 */
export function useCreateUser(variant: CreateVariant, onCreated: () => void) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const roles = useMemo(() => (viewer ? assignableRoles(viewer) : []), [viewer]);
  const initial = useMemo<NewUserValues>(() => {
    const preferred = DEFAULT_ROLE[variant];
    const role = roles.includes(preferred) ? preferred : (roles[0] ?? 'customer');
    return { username: '', password: '', role };
  }, [roles, variant]);
  const [values, setValues] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const [badField, setBadField] = useState<keyof NewUserInput | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const notify = useNotify();
  const revalidateLists = useRevalidateUserLists();

  const check = (next: NewUserValues) => {
    const problem = validateNewUser(variant, next, t);
    setMessage(problem?.message ?? null);
    setBadField(problem?.field ?? null);
    return problem;
  };

  const setField = <K extends keyof NewUserValues>(field: K, value: NewUserValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) check(next);
  };

  const reset = () => {
    setValues(initial);
    setMessage(null);
    setBadField(null);
    setSubmitted(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const problem = check(values);
    if (problem) {
      const input = formRef.current?.elements.namedItem(problem.field);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSubmitting(true);
    try {
      await createUser({ ...values, username: values.username.trim() });
      notify('success', t('createUser.success'));
      reset();
      onCreated();
      void revalidateLists();
    } catch (error) {
      setMessage(createErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, roles, message, badField, submitting, formRef, setField, submit, reset };
}

export type CreateUserForm = ReturnType<typeof useCreateUser>;
