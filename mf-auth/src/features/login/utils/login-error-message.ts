import { isApiError } from '@storefront/shared/api-client';
import type { AuthT } from '../../../i18n';

/** Spec section 8, Login: what the sign-in form says about a failed attempt. */
export function loginErrorMessage(error: unknown, t: AuthT): string {
  if (!isApiError(error)) return t('login.errors.failed');
  if (error.status === 401) return t('login.errors.wrongCredentials');
  if (!error.isUnavailable) return t('login.errors.failed');
  // The login form has its own wording for the client's generic fallback. A server's detail is
  // already in the chosen language (the API reads Accept-Language).
  const { detail } = error;
  return typeof detail === 'string' && !error.detailIsFallback
    ? detail
    : t('login.errors.unavailable');
}
