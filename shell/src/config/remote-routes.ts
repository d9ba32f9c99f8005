/**
 * Who may see a section; the shell applies it before the remote is even fetched.
 * 'manager': admins and staff (the users and staff screens; spec 6 with the API's rule).
 * 'buyer': signed in and able to buy (`canBuy`: not an admin), the customer's money pages
 * (issue 20: an admin could top up a balance they can never spend).
 */
export type GuardKind = 'public' | 'guest' | 'auth' | 'buyer' | 'admin' | 'manager';

export interface RemoteRoute {
  /** URL prefix the remote owns: the path itself and everything below it (unless `exact`). */
  prefix: string;
  /** Owns the path itself only: '/' as a prefix would own every URL. */
  exact?: boolean;
  /** Federation name, a key of `remotes` in /config.json. */
  remote: string;
  /** Passed to the remote's App; it builds its <Routes> with joinPath(basePath, ...). */
  basePath: string;
  guard: GuardKind;
}

/**
 * The one table that decides which remote renders which URLs. Moving an admin section from its
 * shell placeholder to a remote is one line here, e.g.
 * { prefix: '/admin/users', remote: 'mf_admin_users', basePath: '/admin', guard: 'admin' }.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { prefix: '/', exact: true, remote: 'mf_storefront', basePath: '/', guard: 'public' },
  { prefix: '/products', remote: 'mf_storefront', basePath: '/', guard: 'public' },
  { prefix: '/pay', remote: 'mf_storefront', basePath: '/', guard: 'auth' },
  { prefix: '/reviews', remote: 'mf_storefront', basePath: '/', guard: 'public' },
  { prefix: '/rules', remote: 'mf_storefront', basePath: '/', guard: 'public' },
  { prefix: '/contacts', remote: 'mf_storefront', basePath: '/', guard: 'public' },
  { prefix: '/login', remote: 'mf_auth', basePath: '/', guard: 'guest' },
  { prefix: '/register', remote: 'mf_auth', basePath: '/', guard: 'guest' },
  { prefix: '/user', remote: 'mf_customer', basePath: '/user', guard: 'auth' },
  { prefix: '/user/finance', remote: 'mf_customer', basePath: '/user', guard: 'buyer' },
  { prefix: '/admin/users', remote: 'mf_admin_users', basePath: '/admin', guard: 'manager' },
  { prefix: '/admin/staff', remote: 'mf_admin_users', basePath: '/admin', guard: 'manager' },
  { prefix: '/admin/statistics', remote: 'mf_admin_users', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/logs', remote: 'mf_admin_users', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/cities', remote: 'mf_admin_catalog', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/products', remote: 'mf_admin_catalog', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/orders', remote: 'mf_admin_sales', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/payments', remote: 'mf_admin_sales', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/coupons', remote: 'mf_admin_marketing', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/referrals', remote: 'mf_admin_marketing', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/discounts', remote: 'mf_admin_marketing', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/tickets', remote: 'mf_admin_support', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/reviews', remote: 'mf_admin_support', basePath: '/admin', guard: 'admin' },
  { prefix: '/admin/settings', remote: 'mf_admin_users', basePath: '/admin', guard: 'admin' },
];

function owns({ prefix, exact }: RemoteRoute, pathname: string): boolean {
  if (pathname === prefix) return true;
  return !exact && pathname.startsWith(`${prefix}/`);
}

/** The most specific entry owning the path, so '/admin/users' can beat a wider '/admin'. */
export function matchRemoteRoute(
  pathname: string,
  routes: readonly RemoteRoute[] = REMOTE_ROUTES,
): RemoteRoute | undefined {
  let best: RemoteRoute | undefined;
  for (const route of routes) {
    if (owns(route, pathname) && (!best || route.prefix.length > best.prefix.length)) {
      best = route;
    }
  }
  return best;
}
