import { isApiError } from '@storefront/shared/api-client';

/**
 * The server's words for a refusal (already in the chosen language): its `detail`, or the first
 * field message of a 422; null when it said nothing usable (the caller's fallback then).
 */
export function refusalDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (typeof error.detail === 'string' && error.detail.trim()) return error.detail;
  const issue = error.validationIssues[0]?.msg;
  return issue?.trim() ? issue : null;
}
