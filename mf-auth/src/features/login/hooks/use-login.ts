import { useAuthStore } from '@storefront/shared/auth-store';
import { useValidatedForm } from '@storefront/shared/forms';
import { type LoginInput, validateLogin } from '@storefront/shared/validation';
import { type FormEvent, useState } from 'react';
import { useAuthTranslation } from '../../../i18n';
import { login } from '../api/login';
import { loginErrorMessage } from '../utils/login-error-message';

const EMPTY: LoginInput = { username: '', password: '' };

/**
 * The sign-in form's behaviour: validation, the token call, the session, and spec section 8's
 * messages. `onSignedIn` runs once the session holds the new user.
 */
export function useLogin(onSignedIn: () => void, initialUsername = '') {
  const form = useValidatedForm<LoginInput>(
    initialUsername ? { ...EMPTY, username: initialUsername } : EMPTY,
    validateLogin,
  );
  const { t } = useAuthTranslation();
  const [submitting, setSubmitting] = useState(false);
  // The failure itself, worded at render time so a language switch rewords it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !form.check()) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { access_token } = await login(form.values);
      await useAuthStore.getState().signIn(access_token);
      onSignedIn();
    } catch (error) {
      setFailure({ error });
      setSubmitting(false);
      form.focusField('username');
    }
  };

  const formError = failure ? loginErrorMessage(failure.error, t) : null;
  return { form, submitting, formError, submit };
}
