import { useValidatedForm } from '@storefront/shared/forms';
import { useFormSubmit } from '@storefront/shared/forms/submit';
import { currentLanguage } from '@storefront/shared/i18n';
import { readReferralCode } from '@storefront/shared/referral';
import { type RegistrationInput, validateRegistration } from '@storefront/shared/validation';
import { useState } from 'react';
import { useAuthTranslation } from '../../../i18n';
import { register } from '../api/register';
import { registrationErrorMessage } from '../utils/registration-error-message';

const EMPTY: RegistrationInput = { username: '', password: '', confirmPassword: '' };

/** The registration form's behaviour; `registeredAs` is set once the account exists. */
export function useRegistration() {
  const form = useValidatedForm<RegistrationInput>(EMPTY, validateRegistration);
  const { t } = useAuthTranslation();
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const { submitting, failure, submit } = useFormSubmit(
    form,
    async ({ username, password }) => {
      // The confirmation stays in the browser; the referral code is read at the last moment.
      // The language the visitor is using becomes the account's (issue 21), so a guest who
      // chose English is not switched to Russian by the first sign-in.
      await register({
        username: username.trim(),
        password,
        referral_code: readReferralCode(),
        language: currentLanguage(),
      });
      setRegisteredAs(username.trim());
    },
    { refocus: 'username', staysBusy: true },
  );

  const formError = failure ? registrationErrorMessage(failure.error, t) : null;
  return { form, submitting, formError, registeredAs, submit };
}
