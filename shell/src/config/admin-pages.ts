import { ADMIN_MENU } from './menus';
import { matchRemoteRoute } from './remote-routes';

export interface AdminPage {
  /** Relative to /admin. */
  path: string;
  /** Keys of the shell's messages: the page's title and its one sentence. */
  titleKey: string;
  textKey: string;
}

const IN_DEVELOPMENT = 'placeholders.sectionInDevelopment';

const EXTRA_PAGES: readonly Omit<AdminPage, 'textKey'>[] = [
  { path: 'dashboard', titleKey: 'placeholders.admin.dashboard' },
  { path: 'analytics', titleKey: 'placeholders.admin.analytics' },
  { path: 'content', titleKey: 'placeholders.admin.content' },
  { path: 'security', titleKey: 'placeholders.admin.security' },
  { path: 'database', titleKey: 'placeholders.admin.database' },
  { path: 'notifications', titleKey: 'placeholders.admin.notifications' },
];

/**
 * Admin pages the shell shows as placeholders: the spec's extra sections, and any menu section
 * no remote owns (since issue 15 every menu section has its remote). Taking a section into a
 * remote is one row of REMOTE_ROUTES; its placeholder goes with it.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  ...ADMIN_MENU.filter(({ path }) => !matchRemoteRoute(path)).map(({ labelKey, path }) => ({
    path: path.replace(/^\/admin\//, ''),
    titleKey: labelKey,
    textKey: IN_DEVELOPMENT,
  })),
  ...EXTRA_PAGES.map((page) => ({ ...page, textKey: IN_DEVELOPMENT })),
];
