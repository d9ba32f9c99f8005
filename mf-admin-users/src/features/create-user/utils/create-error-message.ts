import { isApiError } from '@storefront/shared/api-client';
import type { ValidationIssue } from '@storefront/shared/contract/common';
import { currentTranslate, type Translate } from '../../../i18n';

/** The fields whose issues get a prefix naming them ('Логин: ...'). */
const ISSUE_KEYS: Record<string, string> = {
  username: 'createUser.server.issue.username',
  password: 'createUser.server.issue.password',
  role: 'createUser.server.issue.role',
};

function issueLine({ loc, msg }: ValidationIssue, t: Translate): string {
  const field = [...loc].reverse().find((part) => typeof part === 'string');
  const key = field ? ISSUE_KEYS[field] : undefined;
  return key ? t(key, { message: msg }) : msg;
}

/**
 * Spec 8, users and staff create: the server's answer as the dialog shows it, in this order.
 * The server's own texts (a detail, an issue) come in the language the API answered in.
 */
export function createErrorMessage(error: unknown, t: Translate = currentTranslate()): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('Username already taken')) return t('createUser.server.taken');
  if (message.includes('400')) return t('createUser.server.invalid');
  const detail = isApiError(error) ? error.detail : undefined;
  if (Array.isArray(detail) && detail.length > 0) {
    const lines = detail.map((issue) => issueLine(issue, t));
    return [t('createUser.server.validation'), ...lines].join('\n');
  }
  if (typeof detail === 'string' && detail.trim()) return t('createUser.server.detail', { detail });
  return t('createUser.server.failed', { message: message || t('createUser.server.unknown') });
}
