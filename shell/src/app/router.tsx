import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { SectionRoute } from './section-route';
import { ShellLayout } from './shell-layout';

/**
 * The shell's own routes are few: '/' and a catch-all. The catch-all asks the remote table first
 * and falls back to the shell's pages, so a prefix given to a remote always wins.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<SectionRoute />} />
      </Route>
    </Routes>
  );
}
