import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./App`: a component rendering its own <Routes> below
 * `basePath`. The shell owns the prefixes; a remote never hard-codes them.
 *
 * @example
 * const App: RemoteApp = ({ basePath }) => <Routes>...</Routes>;
 * export default App;
 */
export interface RemoteAppProps {
  basePath: string;
}

export type RemoteApp = ComponentType<RemoteAppProps>;

export interface RemoteModule {
  default: RemoteApp;
}

/**
 * The shell mounts every remote under a catch-all route whose base is '/', so a remote's
 * <Routes> match from the site root; it builds its paths from `basePath` with this helper.
 *
 * @example
 * <Route path={joinPath(basePath, 'settings')} element={<SettingsPage />} />  // '/user/settings'
 */
export function joinPath(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}
