import { useLocation, useNavigate } from '@storefront/shared/router';
import { AuthCard } from '../../components/auth-card';
import { LoginForm } from '../../features/login/components/login-form';
import { useLogin } from '../../features/login/hooks/use-login';
import { redirectTarget } from '../../features/login/utils/redirect-target';
import { useAuthTranslation } from '../../i18n';
import type { AuthPaths } from '../paths';
import { readRouteState } from '../route-state';

export function LoginRoute({ paths }: { paths: AuthPaths }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { from, username = '' } = readRouteState(useLocation().state);
  // Back to the page the guard sent the visitor away from; the shell itself moves an admin
  // on to the admin area.
  const goOn = () =>
    navigate(redirectTarget(from, [paths.login, paths.register]), { replace: true });
  const { form, submitting, formError, submit } = useLogin(goOn, username);
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm
        form={form}
        submitting={submitting}
        formError={formError}
        focusPassword={Boolean(username)}
        registerPath={paths.register}
        linkState={from ? { from } : undefined}
        onSubmit={submit}
      />
    </AuthCard>
  );
}
