import App from '@storefront/shared/testing/own-remote-entry';
import { renderRemoteApp } from '@storefront/shared/testing/remote-app';
import { screen } from '@testing-library/react';
import type { CurrentUser } from '../contract/users';

/**
 * Renders the back-office remote under test as the shell mounts it (base '/admin'), for an
 * administrator by default. Test-only, like the rest of `testing/`.
 */
export function renderAdminApp(route: string, viewer?: CurrentUser) {
  return renderRemoteApp(App, route, viewer);
}

/** `renderAdminApp`, then the wait for the page's first load: until the list named `list` shows. */
export async function renderAdminList(route: string, list: string, viewer?: CurrentUser) {
  const view = renderAdminApp(route, viewer);
  await screen.findByRole('list', { name: list });
  return view;
}

export { shownLocation as location } from '@storefront/shared/testing/remote-app';
