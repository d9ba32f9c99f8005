import { renderRemoteApp } from '@storefront/shared/testing/remote-app';
import { screen } from '@testing-library/react';
import App from '../remote-entry';

/** Renders this remote as the shell mounts it (base '/admin') for a signed-in administrator. */
export function renderCatalogApp(route: string) {
  return renderRemoteApp(App, route);
}

/** The address the app is at, as the shell's router has it. */
export const location = () => screen.getByTestId('location');

/** The list row (`li`) of a city, district or product named `name`. */
export const rowOf = (name: string) =>
  screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;

/** jsdom has no object URLs; the previews of chosen files need them. */
export function stubObjectUrls() {
  let next = 0;
  const create = jest.fn((_file: Blob) => `blob:preview-${++next}`);
  const revoke = jest.fn((_url: string) => {});
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

/**
 * For the first wait of a test: a lazy page and, in English, the messages' chunk load before it
 * shows, which on a busy machine can outlast Testing Library's one second.
 */
export const FIRST_PAINT = { timeout: 10_000 };
