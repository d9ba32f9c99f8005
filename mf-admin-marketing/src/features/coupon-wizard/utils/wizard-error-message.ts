import { isApiError } from '@storefront/shared/api-client';

/** Spec 8: a not-OK answer without a detail or message. */
const NO_DETAIL = 'Ошибка создания купона';

/** The text a failed create carries: the server's detail or message, else spec 8's fallback. */
function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (typeof error.detail === 'string' && error.detail.trim()) return error.detail;
    return error.status === 422 ? 'validation error' : NO_DETAIL;
  }
  return error instanceof Error ? error.message : '';
}

/**
 * Spec 8, wizard: 'credentials' means the session is gone, 'validation' (or a schema failure,
 * 422) that a field was refused; anything else is said with the server's own words, such as
 * the duplicate code's detail.
 */
export function wizardErrorMessage(error: unknown): string {
  const text = errorText(error);
  if (text.includes('credentials') || (isApiError(error) && error.status === 401)) {
    return '❌ Ошибка авторизации. Пожалуйста, войдите в систему заново.';
  }
  if (text.toLowerCase().includes('validation')) {
    return '❌ Ошибка валидации данных. Проверьте заполненные поля.';
  }
  return `❌ Ошибка создания купона: ${text || 'Неизвестная ошибка'}`;
}
