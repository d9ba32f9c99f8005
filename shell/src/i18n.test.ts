import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { i18n } from '@storefront/shared/i18n';
import { ADMIN_PAGES } from './config/admin-pages';
import { ADMIN_MENU, CUSTOMER_MENU, PUBLIC_LINKS, STAFF_MENU } from './config/menus';
import { SHELL_NAMESPACE } from './i18n';
import en from './locales/en.json';

it("keeps the shell's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

// The check above finds keys the code asks for with t('...'); the key tables are read by value.
it('has a text in both languages for every key of the menus and placeholders', () => {
  i18n.addResourceBundle('en', SHELL_NAMESPACE, en);
  const keys = [
    ...[PUBLIC_LINKS, CUSTOMER_MENU, STAFF_MENU, ADMIN_MENU].flat().map((item) => item.labelKey),
    ...ADMIN_PAGES.flatMap((page) => [page.titleKey, page.textKey]),
  ];
  for (const language of ['ru', 'en'] as const) {
    const missing = keys.filter(
      (key) => !i18n.exists(key, { lng: language, ns: SHELL_NAMESPACE, fallbackLng: false }),
    );
    expect({ language, missing }).toEqual({ language, missing: [] });
  }
});

it("keeps the spec's Russian for the placeholders", () => {
  const t = i18n.getFixedT('ru', SHELL_NAMESPACE);
  expect(ADMIN_PAGES.map((page) => [page.path, t(page.titleKey), t(page.textKey)])).toEqual([
    ['dashboard', 'Панель управления', 'Раздел находится в разработке.'],
    ['analytics', 'Аналитика', 'Раздел находится в разработке.'],
    ['content', 'Контент', 'Раздел находится в разработке.'],
    ['security', 'Безопасность', 'Раздел находится в разработке.'],
    ['database', 'База данных', 'Раздел находится в разработке.'],
    ['notifications', 'Уведомления', 'Раздел находится в разработке.'],
  ]);
});
