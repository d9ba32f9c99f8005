import { makeUser } from '@storefront/shared/testing/fixtures';
import { ADMIN_MENU, CUSTOMER_MENU, STAFF_MENU } from '../../config/menus';
import { roleMenu } from './use-role-menu';

describe('roleMenu', () => {
  it('gives guests no menu and customers the four customer items', () => {
    expect(roleMenu('anonymous', null)).toEqual({ role: 'guest', username: null, items: [] });
    expect(roleMenu('authenticated', makeUser()).items).toEqual(CUSTOMER_MENU);
  });

  it('adds the users and staff screens for staff, who keep the customer layout', () => {
    const menu = roleMenu('authenticated', makeUser({ role: 'staff', role_score: 50 }));
    expect(menu.role).toBe('customer');
    expect(menu.items).toEqual([...CUSTOMER_MENU, ...STAFF_MENU]);
  });

  it('gives admins the admin menu', () => {
    const menu = roleMenu('authenticated', makeUser({ role: 'admin', role_score: 80 }));
    expect(menu).toMatchObject({ role: 'admin', items: ADMIN_MENU });
  });

  it("gives admins and superusers none of the customer's pages, the finance page included", () => {
    for (const user of [
      makeUser({ role: 'admin', role_score: 80 }),
      makeUser({ is_superuser: true }),
    ]) {
      const menu = roleMenu('authenticated', user);
      expect(menu.role).toBe('admin');
      expect(menu.items.filter((item) => item.path.startsWith('/user'))).toEqual([]);
    }
  });
});
