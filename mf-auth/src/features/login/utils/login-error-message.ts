import { isApiError, UNAVAILABLE_DETAIL } from '@storefront/shared/api-client';

export const WRONG_CREDENTIALS = 'Неверное имя пользователя или пароль';
export const SERVER_UNAVAILABLE = 'Сервер временно недоступен. Попробуйте позже.';
export const LOGIN_FAILED = 'Не удалось выполнить вход. Повторите попытку позже.';

/** Spec section 8, Login: the statuses whose own detail the sign-in form shows. */
const UNAVAILABLE_STATUSES = new Set([408, 502, 503, 504]);

/** Spec section 8, Login: what the sign-in form says about a failed attempt. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return LOGIN_FAILED;
  if (error.status === 401) return WRONG_CREDENTIALS;
  if (!UNAVAILABLE_STATUSES.has(error.status)) return LOGIN_FAILED;
  // The client fills a missing detail with its own generic text; the login form has a
  // wording of its own for that case, so only a detail that came from elsewhere is shown.
  const { detail } = error;
  return typeof detail === 'string' && detail !== UNAVAILABLE_DETAIL ? detail : SERVER_UNAVAILABLE;
}
