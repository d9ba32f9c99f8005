import { ADMIN_MENU, CUSTOMER_MENU, isCurrentItem, PUBLIC_LINKS } from './menus';

describe('menus', () => {
  it('has the 14 admin items of spec 2.3, in order', () => {
    expect(ADMIN_MENU.map((item) => [item.label, item.path])).toEqual([
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
    expect(CUSTOMER_MENU.map((item) => item.path)).toEqual([
      '/user/finance',
      '/user/orders',
      '/user/tickets',
      '/user/settings',
    ]);
    expect(PUBLIC_LINKS.map((item) => item.label)).toEqual([
      'Главная',
      'Товары',
      'Отзывы',
      'Правила',
      'Контакты',
    ]);
  });

  it('treats pages below an item as part of it, but not look-alike prefixes', () => {
    const cities = { label: 'Города', path: '/admin/cities' };
    expect(isCurrentItem(cities, '/admin/cities')).toBe(true);
    expect(isCurrentItem(cities, '/admin/cities/4/districts')).toBe(true);
    expect(isCurrentItem(cities, '/admin/citiesx')).toBe(false);
    expect(isCurrentItem({ label: 'Главная', path: '/' }, '/products')).toBe(false);
  });
});
