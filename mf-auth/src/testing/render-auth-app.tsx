import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { Navigate, useLocation } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { render } from '@testing-library/react';
import App from '../remote-entry';

export const anna: CurrentUser = makeUser({ login_count: 0 });

/** Prints where the router is, so a test can see redirects. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The part of the shell that matters here: it keeps signed-in visitors off /login, like the real one. */
function ShellLikeHost() {
  const status = useAuthStore((state) => state.status);
  const { pathname } = useLocation();
  const guestPage = pathname === '/login' || pathname === '/register';
  return (
    <>
      {guestPage &&
        (status === 'authenticated' ? <Navigate to="/" replace /> : <App basePath="/" />)}
      <CurrentLocation />
    </>
  );
}

/** Renders the remote as the shell mounts it (base '/'), at `path` with router `state`. */
export function renderAuthApp(path: string, state?: unknown) {
  useAuthStore.setState({ status: 'anonymous', token: null, user: null });
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <ShellLikeHost />
    </MemoryRouter>,
  );
}

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; `path` is the requested URL without the origin, e.g. '/api/v1/auth/token'. */
export function stubFetch(handler: Handler) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => handler(String(input), init ?? {}));
}
