import { i18n } from '@storefront/shared/i18n';
import { SHELL_NAMESPACE } from '../i18n';
import { ADMIN_MENU, CUSTOMER_MENU, isCurrentItem, PUBLIC_LINKS, STAFF_MENU } from './menus';

const ru = i18n.getFixedT('ru', SHELL_NAMESPACE);

describe('menus', () => {
  it('has the 14 admin items of spec 2.3, in order', () => {
    expect(ADMIN_MENU.map((item) => [ru(item.labelKey), item.path])).toEqual([
      ['Статистика', '/admin/statistics'],
      ['Города', '/admin/cities'],
      ['Товары', '/admin/products'],
      ['Персонал', '/admin/staff'],
      ['Отзывы', '/admin/reviews'],
      ['Пользователи', '/admin/users'],
      ['Журнал покупок', '/admin/orders'],
      ['Журнал финансов', '/admin/payments'],
      ['Тикеты', '/admin/tickets'],
      ['Купоны', '/admin/coupons'],
      ['Скидки', '/admin/discounts'],
      ['Рефералка', '/admin/referrals'],
      ['Настройки', '/admin/settings'],
      ['Журнал событий', '/admin/logs'],
    ]);
  });

  it('has the four customer items and the five public links', () => {
    expect(CUSTOMER_MENU.map((item) => ru(item.labelKey))).toEqual([
      'Финансы',
      'Покупки',
      'Тикеты',
      'Настройки',
    ]);
    expect(CUSTOMER_MENU.map((item) => item.path)).toEqual([
      '/user/finance',
      '/user/orders',
      '/user/tickets',
      '/user/settings',
    ]);
    expect(PUBLIC_LINKS.map((item) => ru(item.labelKey))).toEqual([
      'Главная',
      'Товары',
      'Отзывы',
      'Правила',
      'Контакты',
    ]);
    expect(STAFF_MENU.map((item) => ru(item.labelKey))).toEqual(['Пользователи', 'Персонал']);
  });

  it('treats pages below an item as part of it, but not look-alike prefixes', () => {
    const cities = { labelKey: 'menu.admin.cities', path: '/admin/cities' };
    expect(isCurrentItem(cities, '/admin/cities')).toBe(true);
    expect(isCurrentItem(cities, '/admin/cities/4/districts')).toBe(true);
    expect(isCurrentItem(cities, '/admin/citiesx')).toBe(false);
    expect(isCurrentItem({ labelKey: 'menu.public.home', path: '/' }, '/products')).toBe(false);
  });
});
