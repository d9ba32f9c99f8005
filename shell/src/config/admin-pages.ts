import { ADMIN_MENU } from './menus';

export interface AdminPage {
  /** Relative to /admin. */
  path: string;
  /** Keys of the shell's messages: the page's title and its one sentence. */
  titleKey: string;
  textKey: string;
}

const IN_DEVELOPMENT = 'placeholders.sectionInDevelopment';

/** Spec 2.3: the reviews page is a pre-moderation placeholder with no actions. */
const REVIEWS_TEXT = 'placeholders.reviewsModeration';

const EXTRA_PAGES: readonly Omit<AdminPage, 'textKey'>[] = [
  { path: 'dashboard', titleKey: 'placeholders.admin.dashboard' },
  { path: 'analytics', titleKey: 'placeholders.admin.analytics' },
  { path: 'content', titleKey: 'placeholders.admin.content' },
  { path: 'security', titleKey: 'placeholders.admin.security' },
  { path: 'database', titleKey: 'placeholders.admin.database' },
  { path: 'notifications', titleKey: 'placeholders.admin.notifications' },
];

/**
 * Admin pages the shell shows as placeholders until an admin remote owns them. A prefix listed
 * in REMOTE_ROUTES wins over these, so moving a section to a remote needs no edit here.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  ...ADMIN_MENU.map(({ labelKey, path }) => ({
    path: path.replace(/^\/admin\//, ''),
    titleKey: labelKey,
    textKey: path === '/admin/reviews' ? REVIEWS_TEXT : IN_DEVELOPMENT,
  })),
  ...EXTRA_PAGES.map((page) => ({ ...page, textKey: IN_DEVELOPMENT })),
];
