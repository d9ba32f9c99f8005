import { useAuthStore } from '@storefront/shared/auth-store';
import { useValidatedForm } from '@storefront/shared/forms';
import { useFormSubmit } from '@storefront/shared/forms/submit';
import { type LoginInput, validateLogin } from '@storefront/shared/validation';
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
  const { submitting, failure, submit } = useFormSubmit(
    form,
    async (values) => {
      const { access_token } = await login(values);
      await useAuthStore.getState().signIn(access_token);
      onSignedIn();
    },
    { refocus: 'username', staysBusy: true },
  );

  const formError = failure ? loginErrorMessage(failure.error, t) : null;
  return { form, submitting, formError, submit };
}
