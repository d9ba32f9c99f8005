import { paths } from './paths';

export interface MenuItem {
  label: string;
  path: string;
}

/** Header links visible to everyone (spec 2.4). */
export const PUBLIC_LINKS: readonly MenuItem[] = [
  { label: 'Главная', path: paths.home },
  { label: 'Товары', path: paths.products },
  { label: 'Отзывы', path: paths.reviews },
  { label: 'Правила', path: paths.rules },
  { label: 'Контакты', path: paths.contacts },
];

/** Spec 2.2: the signed-in customer's menu. */
export const CUSTOMER_MENU: readonly MenuItem[] = [
  { label: 'Финансы', path: paths.userFinance },
  { label: 'Покупки', path: paths.userOrders },
  { label: 'Тикеты', path: paths.userTickets },
  { label: 'Настройки', path: paths.userSettings },
];

/** Staff who are not admins keep the customer layout and reach the two screens they work in. */
export const STAFF_MENU: readonly MenuItem[] = [
  { label: 'Пользователи', path: '/admin/users' },
  { label: 'Персонал', path: '/admin/staff' },
];

/** Spec 2.3: the 14 admin menu items, in the spec's order. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Статистика', path: '/admin/statistics' },
  { label: 'Города', path: '/admin/cities' },
  { label: 'Товары', path: '/admin/products' },
  { label: 'Персонал', path: '/admin/staff' },
  { label: 'Отзывы', path: '/admin/reviews' },
  { label: 'Пользователи', path: '/admin/users' },
  { label: 'Журнал покупок', path: '/admin/orders' },
  { label: 'Журнал финансов', path: '/admin/payments' },
  { label: 'Тикеты', path: '/admin/tickets' },
  { label: 'Купоны', path: '/admin/coupons' },
  { label: 'Скидки', path: '/admin/discounts' },
  { label: 'Рефералка', path: '/admin/referrals' },
  { label: 'Настройки', path: '/admin/settings' },
  { label: 'Журнал событий', path: '/admin/logs' },
];

/** A menu item is current on its own page and on the pages below it (edit, districts...). */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  if (item.path === paths.home) return pathname === paths.home;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
