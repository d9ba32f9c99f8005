import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { CssBaseline, ThemeProvider } from '@storefront/shared/mui/core';
import { createMuiTheme } from '@storefront/shared/mui-theme';
import { Route, Routes, useLocation, useNavigationType } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { swrConfig } from '@storefront/shared/swr-config';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { boss } from '@storefront/shared/testing/remote-app';
import { configure, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import App from '../remote-entry';
// The pages are lazy chunks: loaded here, before any test's clock runs, so the first test of a
// file does not spend its wait on compiling them while both cores are busy.
import '../app/routes/catalogue-route';
import '../app/routes/contacts-route';
import '../app/routes/home-route';
import '../app/routes/pay-route';
import '../app/routes/product-route';
import '../app/routes/reviews-route';
import '../app/routes/rules-route';
import '@storefront/shared/ui/admin/not-found-page';

// Test-only: how the shell mounts this remote (base '/', a catch-all below its routes).

// The city cookie (issue 21) is not cleared by the shared setup, which clears the storages only.
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test-only, forgetting the remembered city.
  document.cookie = 'city_id=; path=/; max-age=0';
});

// A loaded machine (five packages' tests at once on two cores) can take over 1 s to render.
configure({ asyncUtilTimeout: 4000 });

export const customer: CurrentUser = makeUser();
export const admin: CurrentUser = boss;

/** Where the router is (path and query), as the address bar would show it. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  // How the address last changed: 'REPLACE' for a choice that must not add a history entry.
  const type = useNavigationType();
  return (
    <output data-testid="location" data-navigation={type}>
      {pathname + search}
    </output>
  );
}

/** The login page of mf-auth, reduced to what it is handed: where to send the visitor back. */
function LoginProbe() {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return <output data-testid="login-from">{typeof from === 'string' ? from : ''}</output>;
}

/** Renders the remote at `route` for `viewer` (null: a guest), with a fresh SWR cache. */
export function renderStorefront(route: string, viewer: CurrentUser | null = customer) {
  if (viewer) {
    localStorage.setItem('access_token', 'tok-1');
    useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user: viewer });
  } else {
    useAuthStore.setState({ status: 'anonymous', token: null, user: null });
  }
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={createMuiTheme('dark')}>
        <CssBaseline />
        <SWRConfig value={{ ...swrConfig, provider: () => new Map(), onErrorRetry: () => {} }}>
          <Routes>
            <Route path="/login" element={<LoginProbe />} />
            <Route path="*" element={<App basePath="/" />} />
          </Routes>
          <CurrentLocation />
        </SWRConfig>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

export { shownLocation as location } from '@storefront/shared/testing/remote-app';

/** 'PUSH', 'REPLACE' or 'POP' (the first address): how the address last changed. */
export const navigation = () =>
  document.querySelector('[data-testid="location"]')?.getAttribute('data-navigation');
