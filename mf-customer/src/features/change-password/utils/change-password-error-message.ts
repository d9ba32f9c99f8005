import { isApiError } from '@storefront/shared/api-client';
import type { CustomerT } from '../../../i18n';

/**
 * Spec section 8, Password change: the server's text (e.g. a wrong current password, already in
 * the chosen language: the API reads Accept-Language), else ours.
 */
export function changePasswordErrorMessage(error: unknown, t: CustomerT): string {
  const detail = isApiError(error) ? error.detail : undefined;
  return typeof detail === 'string' && detail.trim() ? detail : t('changePassword.failed');
}
