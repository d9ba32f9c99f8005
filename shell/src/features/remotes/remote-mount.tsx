import { Box, CircularProgress } from '@storefront/shared/mui/core';
import type { RemoteApp } from '@storefront/shared/remote-contract';
import { useLocation } from '@storefront/shared/router';
import { type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';
import { isRemoteLoadError } from '../../federation/remote-load-error';
import { useShellTranslation } from '../../i18n';
import { loadRemoteApp, type RemoteLoader } from './load-remote-app';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * One lazy component per remote for the page's lifetime: coming back to a section renders at
 * once instead of flashing the loading indicator. A failed one is dropped on retry.
 */
const components = new Map<string, LazyExoticComponent<RemoteApp>>();
const needsFreshLoad = new Set<string>();
const failedLoads = new Set<string>();

function remoteComponent(name: string, load: RemoteLoader): LazyExoticComponent<RemoteApp> {
  let component = components.get(name);
  if (!component) {
    component = lazy(async () => {
      const fresh = needsFreshLoad.delete(name);
      try {
        return { default: await load(name, { fresh }) };
      } catch (error) {
        failedLoads.add(name);
        throw error;
      }
    });
    components.set(name, component);
  }
  return component;
}

/** The next render of this remote loads it again; `fresh` also bypasses the runtime's caches. */
export function forgetRemote(name: string, { fresh = false } = {}): void {
  components.delete(name);
  failedLoads.delete(name);
  if (fresh) needsFreshLoad.add(name);
}

function RemoteLoading() {
  const { t } = useShellTranslation();
  return (
    <Box role="status" aria-label={t('remote.loading')} sx={{ display: 'flex', py: 6 }}>
      {/* A progress bar is named on its own too (axe: aria-progressbar-name, seen while a
          remote loaded slowly under the scan). */}
      <CircularProgress aria-label={t('remote.loading')} size={28} sx={{ mx: 'auto' }} />
    </Box>
  );
}

export interface RemoteMountProps {
  name: string;
  basePath: string;
  load?: RemoteLoader;
}

/** Fetches `<name>/App` on the first visit to its route and renders it below `basePath`. */
export function RemoteMount({ name, basePath, load = loadRemoteApp }: RemoteMountProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Remote = remoteComponent(name, load);

  // Leaving a section whose load failed means the next visit tries the network again.
  useEffect(
    () => () => {
      if (failedLoads.has(name)) forgetRemote(name, { fresh: true });
    },
    [name],
  );

  const retry = (error: unknown) => {
    // A failed fetch is re-fetched from the network; a render error only needs a fresh mount.
    if (isRemoteLoadError(error)) forgetRemote(name, { fresh: true });
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={pathname}>
      <Suspense fallback={<RemoteLoading />}>
        <Remote key={attempt} basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
