import { useAuthStore } from '@storefront/shared/auth-store';
import { useValidatedForm } from '@storefront/shared/forms';
import { type ChangePasswordInput, validateChangePassword } from '@storefront/shared/validation';
import { type FormEvent, useState } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { changePassword } from '../api/change-password';
import { changePasswordErrorMessage } from '../utils/change-password-error-message';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password-change form. The change retires every token of the user, signing out their
 * other devices; this tab switches to the fresh token from the answer and stays signed in.
 */
export function useChangePassword() {
  const form = useValidatedForm<ChangePasswordInput>(EMPTY, validateChangePassword);
  const { t } = useCustomerTranslation();
  const [submitting, setSubmitting] = useState(false);
  // The failure itself, worded at render time so a language switch rewords it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !form.check()) return;
    setSubmitting(true);
    setFailure(null);
    setChanged(false);
    const { currentPassword, newPassword } = form.values;
    try {
      const { access_token } = await changePassword({
        current_password: currentPassword,
        new_password: newPassword,
      });
      await useAuthStore.getState().signIn(access_token);
      form.reset();
      setChanged(true);
    } catch (error) {
      setFailure({ error });
      form.focusField('currentPassword');
    } finally {
      setSubmitting(false);
    }
  };

  const formError = failure ? changePasswordErrorMessage(failure.error, t) : null;
  return { form, submitting, formError, changed, submit };
}
