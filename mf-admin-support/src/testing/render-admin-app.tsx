import type { CurrentUser } from '@storefront/shared/contract/users';
import { renderRemoteApp } from '@storefront/shared/testing/remote-app';
import App from '../remote-entry';

/** Renders this remote as the shell mounts it (base '/admin'), for an administrator by default. */
export function renderAdminApp(route: string, viewer?: CurrentUser) {
  return renderRemoteApp(App, route, viewer);
}

export { shownLocation as location } from '@storefront/shared/testing/remote-app';
