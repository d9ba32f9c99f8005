import { paths } from '../../config/paths';

export interface PublicPage {
  path: string;
  /** A key of the shell's messages: the page's title, its header link's name. */
  titleKey: string;
}

/** Spec 2.1: public pages that are placeholders for now (/products is mf-storefront's). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.reviews, titleKey: 'menu.public.reviews' },
  { path: paths.rules, titleKey: 'menu.public.rules' },
  { path: paths.contacts, titleKey: 'menu.public.contacts' },
];

/** Their one sentence: 'Страница находится в разработке.' */
export const PAGE_IN_DEVELOPMENT = 'placeholders.pageInDevelopment';
