import { isApiError } from '@storefront/shared/api-client';

/**
 * What the server said when it refused: its `detail`, or the messages of a 422's field list;
 * null when it said nothing readable (the caller words the failure itself).
 */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (typeof error.detail === 'string') return error.detail;
  const messages = error.validationIssues.map((issue) => issue.msg).filter(Boolean);
  return messages.length > 0 ? messages.join('; ') : null;
}
