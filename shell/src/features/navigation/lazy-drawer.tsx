import type { DrawerProps } from '@storefront/shared/mui/overlays';
import { lazy, Suspense, useState } from 'react';

// A drawer brings Modal, Backdrop, Slide, FocusTrap and Portal (the shared overlays group) that
// no page needs before a panel first opens, so the first load (the login form above all) goes
// without.
const Drawer = lazy(() =>
  import('@storefront/shared/mui/overlays').then((module) => ({ default: module.Drawer })),
);

/** MUI's Drawer, downloaded the first time it opens and kept mounted for its closing slide. */
export function LazyDrawer(props: DrawerProps) {
  const [everOpened, setEverOpened] = useState(Boolean(props.open));
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
