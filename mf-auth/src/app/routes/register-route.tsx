import { useLocation, useNavigate } from '@storefront/shared/router';
import { useEffect } from 'react';
import { AuthCard } from '../../components/auth-card';
import { RegistrationForm } from '../../features/registration/components/registration-form';
import { RegistrationSuccess } from '../../features/registration/components/registration-success';
import { useRegistration } from '../../features/registration/hooks/use-registration';
import { useAuthTranslation } from '../../i18n';
import type { AuthPaths } from '../paths';
import { readRouteState } from '../route-state';

/** Spec section 9: how long the success screen stays before the login page. */
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;

export function RegisterRoute({ paths }: { paths: AuthPaths }) {
  const { t } = useAuthTranslation();
  const { form, submitting, formError, registeredAs, submit } = useRegistration();
  const navigate = useNavigate();
  const { from } = readRouteState(useLocation().state);

  useEffect(() => {
    if (registeredAs === null) return;
    // The login page fills the new name in and still knows the page a guard remembered.
    const state = { username: registeredAs, from };
    const timer = setTimeout(
      () => navigate(paths.login, { replace: true, state }),
      REDIRECT_AFTER_REGISTRATION_MS,
    );
    return () => clearTimeout(timer);
  }, [registeredAs, from, navigate, paths.login]);

  return (
    <AuthCard title={t('registration.title')}>
      {registeredAs === null ? (
        <RegistrationForm
          form={form}
          submitting={submitting}
          formError={formError}
          loginPath={paths.login}
          linkState={from ? { from } : undefined}
          onSubmit={submit}
        />
      ) : (
        <RegistrationSuccess />
      )}
    </AuthCard>
  );
}
