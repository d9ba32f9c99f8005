import { isApiError } from '@storefront/shared/api-client';

export const CHANGE_FAILED = 'Не удалось изменить пароль.';

/** Spec section 8, Password change: the server's text (e.g. a wrong current password), else ours. */
export function changePasswordErrorMessage(error: unknown): string {
  const detail = isApiError(error) ? error.detail : undefined;
  return typeof detail === 'string' && detail.trim() ? detail : CHANGE_FAILED;
}
