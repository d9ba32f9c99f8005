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

  it('owns whole path segments only', () => {
    expect(matchRemoteRoute('/users')).toBeUndefined();
    expect(matchRemoteRoute('/loginx')).toBeUndefined();
    expect(matchRemoteRoute('/')).toBeUndefined();
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
