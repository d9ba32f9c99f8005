import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { Link, Navigate, useLocation } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import App from '../remote-entry';

export const anna: CurrentUser = makeUser({ login_count: 3 });

/**
 * The part of the shell that matters here: /user/* is for signed-in visitors only. The test
 * provider's /pay/{id} (mf-storefront's) is a stand-in with its way back, 'Мои Финансы'.
 */
function ShellLikeHost() {
  const status = useAuthStore((state) => state.status);
  const { pathname, search } = useLocation();
  const inArea = pathname === '/user' || pathname.startsWith('/user/');
  const paying = pathname.startsWith('/pay/') ? pathname.slice('/pay/'.length) : null;
  return (
    <>
      {paying && <Link to={`/user/finance?payment=${paying}`}>Мои Финансы</Link>}
      {inArea && status === 'anonymous' ? (
        <Navigate to="/login" replace state={{ from: pathname + search }} />
      ) : (
        inArea && <App basePath="/user" />
      )}
      <output data-testid="location">{pathname + search}</output>
    </>
  );
}

/** Renders the remote as the shell mounts it (base '/user') for a signed-in user, a customer. */
export function renderCustomerApp(route: string, user: CurrentUser = anna) {
  localStorage.setItem('access_token', 'tok-1');
  useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user });
  return renderWithProviders(<ShellLikeHost />, { route });
}

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; `path` is the requested URL without the origin, e.g. '/api/v1/auth/me'. */
export function stubFetch(handler: Handler) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => handler(String(input), init ?? {}));
}
