import { ADMIN_MENU } from './menus';

export interface AdminPage {
  /** Relative to /admin. */
  path: string;
  title: string;
  text?: string;
}

const IN_DEVELOPMENT = 'Раздел находится в разработке.';

/** Spec 2.3: the reviews page is a pre-moderation placeholder with no actions. */
const REVIEWS_TEXT =
  'Премодерация отзывов: здесь администратор сможет просматривать и одобрять оставленные отзывы.';

const EXTRA_PAGES: readonly AdminPage[] = [
  { path: 'dashboard', title: 'Панель управления' },
  { path: 'analytics', title: 'Аналитика' },
  { path: 'content', title: 'Контент' },
  { path: 'security', title: 'Безопасность' },
  { path: 'database', title: 'База данных' },
  { path: 'notifications', title: 'Уведомления' },
];

/**
 * Admin pages the shell shows as placeholders until an admin remote owns them. A prefix listed
 * in REMOTE_ROUTES wins over these, so moving a section to a remote needs no edit here.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  ...ADMIN_MENU.map(({ label, path }) => ({
    path: path.replace(/^\/admin\//, ''),
    title: label,
    text: path === '/admin/reviews' ? REVIEWS_TEXT : IN_DEVELOPMENT,
  })),
  ...EXTRA_PAGES.map((page) => ({ ...page, text: IN_DEVELOPMENT })),
];
