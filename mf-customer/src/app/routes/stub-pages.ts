/** Spec sections 1 and 2.2: these customer pages are stubs for now. */
export const STUB_PAGES = [
  { key: 'finance', title: 'Мои Финансы', text: 'Здесь появится информация о ваших финансах.' },
  { key: 'orders', title: 'Мои Заказы', text: 'Здесь появится информация о ваших заказах.' },
  { key: 'tickets', title: 'Мои Тикеты', text: 'Здесь появится информация о ваших тикетах.' },
] as const;
