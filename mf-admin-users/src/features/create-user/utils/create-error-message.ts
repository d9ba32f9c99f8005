import { isApiError } from '@storefront/shared/api-client';
import type { ValidationIssue } from '@storefront/shared/dto';

const FIELD_PREFIXES: Record<string, string> = {
  username: 'Логин: ',
  password: 'Пароль: ',
  role: 'Роль: ',
};

function issueLine({ loc, msg }: ValidationIssue): string {
  const field = [...loc].reverse().find((part) => typeof part === 'string');
  return `${(field && FIELD_PREFIXES[field]) ?? ''}${msg}`;
}

/** Spec 8, users and staff create: the server's answer as the dialog shows it, in this order. */
export function createErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('Username already taken')) {
    return 'Ошибка: Пользователь с таким логином уже существует!';
  }
  if (message.includes('400')) return 'Ошибка: Неверные данные пользователя!';
  const detail = isApiError(error) ? error.detail : undefined;
  if (Array.isArray(detail) && detail.length > 0) {
    return ['Ошибка валидации:', ...detail.map(issueLine)].join('\n');
  }
  if (typeof detail === 'string' && detail.trim()) return `Ошибка: ${detail}`;
  return `Ошибка при создании пользователя: ${message || 'Неизвестная ошибка'}`;
}
