import { isApiError } from '@storefront/shared/api-client';

/**
 * The server's own words when it sent some (a duplicate name, a city that still has
 * districts), else the caller's fallback: a bare 'HTTP error! status: N' or a list of schema
 * issues says nothing to a back-office user.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.detail === 'string' && error.detail.trim()) {
    return error.detail;
  }
  return fallback;
}
