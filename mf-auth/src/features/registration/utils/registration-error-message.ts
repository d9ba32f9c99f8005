import { isApiError } from '@storefront/shared/api-client';
import type { AuthT } from '../../../i18n';

/** Server details we word ourselves: FastAPI's English text, kept by the API for this one. */
const KNOWN_DETAILS: Record<string, string> = {
  'Username already taken': 'registration.errors.usernameTaken',
};

/**
 * Spec section 8: 'Ошибка регистрации'. A text detail from the server goes on a second line,
 * so the user learns why (a taken name, an unreachable server) without a second message.
 */
export function registrationErrorMessage(error: unknown, t: AuthT): string {
  const failed = t('registration.errors.failed');
  const detail = isApiError(error) ? error.detail : undefined;
  if (typeof detail !== 'string' || !detail.trim()) return failed;
  const known = KNOWN_DETAILS[detail];
  return `${failed}\n${known ? t(known) : detail}`;
}
