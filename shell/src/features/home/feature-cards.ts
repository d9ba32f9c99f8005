export interface FeatureCard {
  title: string;
  text: string;
}

/** Spec section 1: the four things the site already does. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Мобильная версия',
    text: 'Сайтом удобно пользоваться с телефона: меню и боковая панель выезжают сбоку.',
  },
  {
    title: 'Десктопная версия',
    text: 'На широком экране меню личного кабинета и панели администратора всегда под рукой.',
  },
  {
    title: 'Тёмная тема',
    text: 'Тёмная тема включена по умолчанию, светлую можно выбрать одним нажатием.',
  },
  {
    title: 'Мультиязычность',
    text: 'Поддержка двух языков: русского и английского.',
  },
];
