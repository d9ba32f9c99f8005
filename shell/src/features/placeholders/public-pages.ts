import { paths } from '../../config/paths';

export interface PublicPage {
  path: string;
  title: string;
}

/** Spec 2.1: public pages that are placeholders for now. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.products, title: 'Товары' },
  { path: paths.reviews, title: 'Отзывы' },
  { path: paths.rules, title: 'Правила' },
  { path: paths.contacts, title: 'Контакты' },
];

export const PAGE_IN_DEVELOPMENT = 'Страница находится в разработке.';
