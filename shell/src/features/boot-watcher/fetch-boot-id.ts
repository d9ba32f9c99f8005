import { healthUrl } from '@storefront/shared/api-client';
import type { HealthResponse } from '@storefront/shared/contract/health';

const HEALTH_TIMEOUT_MS = 4_000;

/**
 * A direct fetch: /health lives outside the versioned API base the api-client prefixes, and a
 * failed check must never trigger the client's 401 handling or error messages.
 */
export async function fetchBootId(): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  try {
    const response = await fetch(healthUrl(), {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`health: HTTP ${response.status}`);
    const body = (await response.json()) as Partial<HealthResponse>;
    if (typeof body.boot_id !== 'string' || !body.boot_id) throw new Error('health: no boot_id');
    return body.boot_id;
  } finally {
    clearTimeout(timer);
  }
}
