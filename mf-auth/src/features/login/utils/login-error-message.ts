import { isApiError } from '@storefront/shared/api-client';

export const WRONG_CREDENTIALS = 'Неверное имя пользователя или пароль';
export const SERVER_UNAVAILABLE = 'Сервер временно недоступен. Попробуйте позже.';
export const LOGIN_FAILED = 'Не удалось выполнить вход. Повторите попытку позже.';

/** Spec section 8, Login: what the sign-in form says about a failed attempt. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return LOGIN_FAILED;
  if (error.status === 401) return WRONG_CREDENTIALS;
  if (!error.isUnavailable) return LOGIN_FAILED;
  // The login form has its own wording for the client's generic fallback.
  const { detail } = error;
  return typeof detail === 'string' && !error.detailIsFallback ? detail : SERVER_UNAVAILABLE;
}
