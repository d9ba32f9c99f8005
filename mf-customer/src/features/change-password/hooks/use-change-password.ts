import { useAuthStore } from '@storefront/shared/auth-store';
import { type ChangePasswordInput, validateChangePassword } from '@storefront/shared/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { useValidatedForm } from '../../../hooks/use-validated-form';
import { changePassword } from '../api/change-password';
import { changePasswordErrorMessage } from '../utils/change-password-error-message';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** How long the success message stays before the session ends and the login page opens. */
export const SIGN_OUT_AFTER_CHANGE_MS = 3000;

function endSession(): void {
  useAuthStore.getState().signOut();
}

/**
 * The password-change form. A change retires the token this tab holds, so success ends the
 * session: after a few seconds to read the message, or at once with `signInAgain`; the
 * shell's guard then opens the login page and brings the user back here afterwards.
 */
export function useChangePassword() {
  const form = useValidatedForm<ChangePasswordInput>(EMPTY, validateChangePassword);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(endSession, SIGN_OUT_AFTER_CHANGE_MS);
    // Leaving the page early must not keep a dead token around either.
    return () => {
      clearTimeout(timer);
      endSession();
    };
  }, [changed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || changed || !form.check()) return;
    setSubmitting(true);
    setFormError(null);
    const { currentPassword, newPassword } = form.values;
    try {
      await changePassword({ current_password: currentPassword, new_password: newPassword });
      form.reset();
      setChanged(true);
    } catch (error) {
      setFormError(changePasswordErrorMessage(error));
      form.focusField('currentPassword');
    } finally {
      setSubmitting(false);
    }
  };

  return { form, submitting, formError, changed, submit, signInAgain: endSession };
}
