import { useAuthStore } from '@storefront/shared/auth-store';
import { useValidatedForm } from '@storefront/shared/forms';
import { useFormSubmit } from '@storefront/shared/forms/submit';
import { type ChangePasswordInput, validateChangePassword } from '@storefront/shared/validation';
import { useState } from 'react';
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
  const [changed, setChanged] = useState(false);
  const { submitting, failure, submit } = useFormSubmit(
    form,
    async ({ currentPassword, newPassword }) => {
      setChanged(false);
      const { access_token } = await changePassword({
        current_password: currentPassword,
        new_password: newPassword,
      });
      await useAuthStore.getState().signIn(access_token);
      form.reset();
      setChanged(true);
    },
    { refocus: 'currentPassword' },
  );

  const formError = failure ? changePasswordErrorMessage(failure.error, t) : null;
  return { form, submitting, formError, changed, submit };
}
