import { useLocation } from '@storefront/shared/router';
import { matchRemoteRoute } from '../config/remote-routes';
import { SectionGuard } from '../features/guards/section-guard';
import { RemoteMount } from '../features/remotes/remote-mount';
import { ShellPages } from './shell-pages';

/** Mounts the remote that owns the URL (guard first), else the shell's placeholder pages. */
export function SectionRoute() {
  const { pathname } = useLocation();
  const entry = matchRemoteRoute(pathname);
  if (!entry) return <ShellPages />;
  return (
    <SectionGuard kind={entry.guard}>
      <RemoteMount
        key={`${entry.remote}:${entry.basePath}`}
        name={entry.remote}
        basePath={entry.basePath}
      />
    </SectionGuard>
  );
}
