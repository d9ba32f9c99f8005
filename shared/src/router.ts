/**
 * react-router-dom as the apps use it, as ONE federation-shared module.
 *
 * A shared module is not tree-shaken: shared whole, react-router v7 (its data routers, framework
 * mode, cookies and sessions) was ~48 KB brotli of the shell's first load, every public page
 * included (issue 21's 200 KB budget). Shared through this module, webpack keeps only what is
 * exported here, and the shell and every remote still use one instance, so one router context.
 * Client code imports routing only from here (lint-enforced); a new need is one more export.
 * The server's and the tests' routers are in `./router-static`.
 */

export {
  BrowserRouter,
  Link,
  type Location,
  Navigate,
  type NavigateFunction,
  Outlet,
  Route,
  Routes,
  type To,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
