import { configureApiBase } from '@storefront/shared/api-client';
import { useAuthStore } from '@storefront/shared/auth-store';
import { fetchRuntimeConfig } from '../config/runtime-config';
import { registerConfiguredRemotes } from '../features/remotes/remote-registry';

/**
 * Order matters: the API base must be set before the session check calls /auth/me, and the
 * remotes must be registered before the first route can mount one.
 */
export async function startShell(): Promise<void> {
  const config = await fetchRuntimeConfig();
  configureApiBase(config.apiBase);
  registerConfiguredRemotes(config.remotes);
  // Not awaited: guards show their placeholders while the session is checked.
  void useAuthStore.getState().start();
}
