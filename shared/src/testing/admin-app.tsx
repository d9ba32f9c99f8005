import App from '@storefront/shared/testing/own-remote-entry';
import { renderRemoteApp } from '@storefront/shared/testing/remote-app';
import type { CurrentUser } from '../contract/users';

/**
 * Renders the back-office remote under test as the shell mounts it (base '/admin'), for an
 * administrator by default. Test-only, like the rest of `testing/`.
 */
export function renderAdminApp(route: string, viewer?: CurrentUser) {
  return renderRemoteApp(App, route, viewer);
}

export { shownLocation as location } from '@storefront/shared/testing/remote-app';
