import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes } from '@storefront/shared/router';
import { authPaths } from './app/paths';
import { LoginRoute } from './app/routes/login-route';
import { RegisterRoute } from './app/routes/register-route';

/** `./App`: the sign-in and registration pages. The shell keeps signed-in visitors away. */
export default function App({ basePath }: RemoteAppProps) {
  const paths = authPaths(basePath);
  return (
    <Routes>
      <Route path={paths.login} element={<LoginRoute paths={paths} />} />
      <Route path={paths.register} element={<RegisterRoute paths={paths} />} />
    </Routes>
  );
}
