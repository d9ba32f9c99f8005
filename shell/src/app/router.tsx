import { Route, Routes } from '@storefront/shared/router';
import { SectionRoute } from './section-route';
import { ShellLayout } from './shell-layout';

/**
 * The shell's own routes are one catch-all ('/' included: the home page is mf-storefront's). It
 * asks the remote table first and falls back to the shell's pages, so a prefix given to a remote
 * always wins.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<SectionRoute />} />
      </Route>
    </Routes>
  );
}
