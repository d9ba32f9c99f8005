import { isApiError } from '@storefront/shared/api-client';

export const REGISTRATION_FAILED = 'Ошибка регистрации';

/** Server details worth translating: the API speaks FastAPI's English for these. */
const KNOWN_DETAILS: Record<string, string> = {
  'Username already taken': 'Пользователь с таким именем уже существует',
};

/**
 * Spec section 8: 'Ошибка регистрации'. A text detail from the server goes on a second line,
 * so the user learns why (a taken name, an unreachable server) without a second message.
 */
export function registrationErrorMessage(error: unknown): string {
  const detail = isApiError(error) ? error.detail : undefined;
  if (typeof detail !== 'string' || !detail.trim()) return REGISTRATION_FAILED;
  return `${REGISTRATION_FAILED}\n${KNOWN_DETAILS[detail] ?? detail}`;
}
