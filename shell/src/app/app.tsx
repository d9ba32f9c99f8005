import { BrowserRouter } from '@storefront/shared/router';
import type { ServerState } from '@storefront/shared/ssr/server-state';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { BootWatcher } from '../features/boot-watcher/boot-watcher';
import { AppRoutes } from './router';
import { StartUp } from './start-up';

/**
 * Providers first, so even the start-up error page is themed; remotes inherit all of them.
 * `serverState`: the page was rendered by the server and is being hydrated (bootstrap.tsx): the
 * start-up already ran, and the first render reads the server's data.
 */
export function App({ serverState }: { serverState?: ServerState }) {
  return (
    <AppProviders serverData={serverState?.data}>
      <StartUp started={Boolean(serverState)}>
        {/* Without transitions a sign-out and the navigation it starts land in one render, so a
            guard never sees "signed out, still on the protected page" and redirects to /login. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
        <BootWatcher />
      </StartUp>
    </AppProviders>
  );
}
