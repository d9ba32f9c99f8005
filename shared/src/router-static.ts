/**
 * The routers that are not the browser's: StaticRouter for the server's render of the public
 * pages (issue 21) and MemoryRouter for tests. Apart from `./router` so the browser's shared
 * router module leaves them out (a shared module keeps every export it names). The same
 * react-router as `./router`: webpack bundles one copy per build, and jest resolves one.
 */
export { MemoryRouter, StaticRouter } from 'react-router-dom';
