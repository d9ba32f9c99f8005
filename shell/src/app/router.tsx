import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SectionRoute } from './section-route';
import { ShellLayout } from './shell-layout';

// The home page's cards and grid are not needed by any other first load (the login form).
const HomePage = lazy(() =>
  import('../features/home/home-page').then((module) => ({ default: module.HomePage })),
);

/**
 * The shell's own routes are few: '/' and a catch-all. The catch-all asks the remote table first
 * and falls back to the shell's pages, so a prefix given to a remote always wins.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route
          index
          element={
            <Suspense fallback={null}>
              <HomePage />
            </Suspense>
          }
        />
        <Route path="*" element={<SectionRoute />} />
      </Route>
    </Routes>
  );
}
