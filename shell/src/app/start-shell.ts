import { configureApiBase } from '@storefront/shared/api-client';
import { useAuthStore } from '@storefront/shared/auth-store';
import { loadMessages } from '@storefront/shared/i18n';
import { SHARED_NAMESPACE } from '@storefront/shared/i18n/shared-messages';
import { fetchRuntimeConfig } from '../config/runtime-config';
import { registerConfiguredRemotes } from '../features/remotes/remote-registry';
import { SHELL_NAMESPACE } from '../i18n';

/**
 * Order matters: the API base must be set before the session check calls /auth/me, and the
 * remotes must be registered before the first route can mount one.
 */
export async function startShell(): Promise<void> {
  // The shell's and shared's texts in the chosen language before anything renders (Russian is
  // bundled; English is a chunk).
  const [config] = await Promise.all([
    fetchRuntimeConfig(),
    loadMessages([SHELL_NAMESPACE, SHARED_NAMESPACE]),
  ]);
  configureApiBase(config.apiBase);
  registerConfiguredRemotes(config.remotes);
  // Not awaited: guards show their placeholders while the session is checked.
  void useAuthStore.getState().start();
}
