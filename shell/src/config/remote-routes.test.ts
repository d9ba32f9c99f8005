import { matchRemoteRoute, REMOTE_ROUTES, type RemoteRoute } from './remote-routes';

describe('matchRemoteRoute', () => {
  it('gives /login and /register to mf_auth and /user/* to mf_customer', () => {
    expect(matchRemoteRoute('/login')).toMatchObject({
      remote: 'mf_auth',
      basePath: '/',
      guard: 'guest',
    });
    expect(matchRemoteRoute('/register')).toMatchObject({ remote: 'mf_auth', guard: 'guest' });
    expect(matchRemoteRoute('/user/settings')).toMatchObject({
      remote: 'mf_customer',
      basePath: '/user',
      guard: 'auth',
    });
  });

  it("keeps the customer's money pages for buyers, the rest of /user for anyone signed in", () => {
    for (const path of ['/user/finance', '/user/finance/anything']) {
      expect(matchRemoteRoute(path)).toMatchObject({
        remote: 'mf_customer',
        basePath: '/user',
        guard: 'buyer',
      });
    }
    for (const path of ['/user', '/user/orders', '/user/tickets/4', '/user/financex']) {
      expect(matchRemoteRoute(path)).toMatchObject({ remote: 'mf_customer', guard: 'auth' });
    }
  });

  it('owns whole path segments only', () => {
    expect(matchRemoteRoute('/users')).toBeUndefined();
    expect(matchRemoteRoute('/loginx')).toBeUndefined();
    expect(matchRemoteRoute('/admin/usersx')).toBeUndefined();
    expect(matchRemoteRoute('/admin')).toBeUndefined();
  });

  it('gives cities, districts and products to mf-admin-catalog, admins only', () => {
    for (const path of ['/admin/cities', '/admin/cities/3/districts', '/admin/products/7/edit']) {
      expect(matchRemoteRoute(path)).toMatchObject({
        remote: 'mf_admin_catalog',
        basePath: '/admin',
        guard: 'admin',
      });
    }
  });

  it('gives coupons and referrals to mf-admin-marketing, admins only', () => {
    for (const path of ['/admin/coupons', '/admin/referrals']) {
      expect(matchRemoteRoute(path)).toMatchObject({
        remote: 'mf_admin_marketing',
        basePath: '/admin',
        guard: 'admin',
      });
    }
  });

  it("gives the home page '/' to mf-storefront, and nothing else through it", () => {
    expect(matchRemoteRoute('/')).toEqual({
      prefix: '/',
      exact: true,
      remote: 'mf_storefront',
      basePath: '/',
      guard: 'public',
    });
    // An exact entry owns its path only: unknown paths still reach the shell's not-found page.
    for (const path of ['/no/such/page', '/admin', '/index.html', '//']) {
      expect(matchRemoteRoute(path)).toBeUndefined();
    }
    // The prefix rule stays for the others: '/products' still owns what lies below it.
    expect(matchRemoteRoute('/products/12')?.prefix).toBe('/products');
  });

  it('applies exact to its own entry only, whatever the table order', () => {
    const routes: RemoteRoute[] = [
      { prefix: '/a', exact: true, remote: 'one', basePath: '/', guard: 'public' },
      { prefix: '/b', remote: 'two', basePath: '/', guard: 'public' },
    ];
    expect(matchRemoteRoute('/a', routes)?.remote).toBe('one');
    expect(matchRemoteRoute('/a/1', routes)).toBeUndefined();
    expect(matchRemoteRoute('/b/1', routes)?.remote).toBe('two');
  });

  it('gives the catalogue to mf-storefront for everyone, and its payment page to the signed in', () => {
    expect(matchRemoteRoute('/products')).toMatchObject({
      remote: 'mf_storefront',
      basePath: '/',
      guard: 'public',
    });
    expect(matchRemoteRoute('/products/12')?.remote).toBe('mf_storefront');
    expect(matchRemoteRoute('/pay/7f0c')).toMatchObject({ remote: 'mf_storefront', guard: 'auth' });
    expect(matchRemoteRoute('/productsx')).toBeUndefined();
  });

  it('gives the purchase and finance journals to mf-admin-sales, admins only', () => {
    for (const path of ['/admin/orders', '/admin/payments']) {
      expect(matchRemoteRoute(path)).toMatchObject({
        remote: 'mf_admin_sales',
        basePath: '/admin',
        guard: 'admin',
      });
    }
  });

  it('gives the users and staff screens to mf-admin-users, staff included', () => {
    expect(matchRemoteRoute('/admin/users/5/edit')).toMatchObject({
      remote: 'mf_admin_users',
      basePath: '/admin',
      guard: 'manager',
    });
    expect(matchRemoteRoute('/admin/staff')?.guard).toBe('manager');
    expect(matchRemoteRoute('/admin/logs')?.guard).toBe('admin');
  });

  it('prefers the most specific prefix, whatever the table order', () => {
    const routes: RemoteRoute[] = [
      { prefix: '/admin', remote: 'mf_admin', basePath: '/admin', guard: 'admin' },
      { prefix: '/admin/users', remote: 'mf_admin_users', basePath: '/admin', guard: 'admin' },
    ];
    expect(matchRemoteRoute('/admin/users/5/edit', routes)?.remote).toBe('mf_admin_users');
    expect(matchRemoteRoute('/admin/cities', routes)?.remote).toBe('mf_admin');
  });

  it('has no duplicate prefixes', () => {
    const prefixes = REMOTE_ROUTES.map((route) => route.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
