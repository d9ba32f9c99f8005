import { paths } from './paths';

export type MenuCountKind = 'openTickets' | 'lowStock';

export interface MenuItem {
  /** A key of the shell's messages (`menu.*`); the menu shows it in the current language. */
  labelKey: string;
  path: string;
  /**
   * A live count shown beside the label: the open tickets waiting for an answer, the products
   * running low (issue 23).
   */
  count?: MenuCountKind;
}

/** Header links visible to everyone (spec 2.4). */
export const PUBLIC_LINKS: readonly MenuItem[] = [
  { labelKey: 'menu.public.home', path: paths.home },
  { labelKey: 'menu.public.products', path: paths.products },
  { labelKey: 'menu.public.reviews', path: paths.reviews },
  { labelKey: 'menu.public.rules', path: paths.rules },
  { labelKey: 'menu.public.contacts', path: paths.contacts },
];

/** Spec 2.2: the signed-in customer's menu. */
export const CUSTOMER_MENU: readonly MenuItem[] = [
  { labelKey: 'menu.customer.finance', path: paths.userFinance },
  { labelKey: 'menu.customer.orders', path: paths.userOrders },
  { labelKey: 'menu.customer.tickets', path: paths.userTickets },
  { labelKey: 'menu.customer.settings', path: paths.userSettings },
];

/** Staff who are not admins keep the customer layout and reach the two screens they work in. */
export const STAFF_MENU: readonly MenuItem[] = [
  { labelKey: 'menu.staff.users', path: '/admin/users' },
  { labelKey: 'menu.staff.staff', path: '/admin/staff' },
];

/** Spec 2.3: the 14 admin menu items, in the spec's order. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { labelKey: 'menu.admin.statistics', path: '/admin/statistics' },
  { labelKey: 'menu.admin.cities', path: '/admin/cities' },
  { labelKey: 'menu.admin.products', path: '/admin/products', count: 'lowStock' },
  { labelKey: 'menu.admin.staff', path: '/admin/staff' },
  { labelKey: 'menu.admin.reviews', path: '/admin/reviews' },
  { labelKey: 'menu.admin.users', path: '/admin/users' },
  { labelKey: 'menu.admin.orders', path: '/admin/orders' },
  { labelKey: 'menu.admin.payments', path: '/admin/payments' },
  { labelKey: 'menu.admin.tickets', path: '/admin/tickets', count: 'openTickets' },
  { labelKey: 'menu.admin.coupons', path: '/admin/coupons' },
  { labelKey: 'menu.admin.discounts', path: '/admin/discounts' },
  { labelKey: 'menu.admin.referrals', path: '/admin/referrals' },
  { labelKey: 'menu.admin.settings', path: '/admin/settings' },
  { labelKey: 'menu.admin.logs', path: '/admin/logs' },
];

/** A menu item is current on its own page and on the pages below it (edit, districts...). */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  if (item.path === paths.home) return pathname === paths.home;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
