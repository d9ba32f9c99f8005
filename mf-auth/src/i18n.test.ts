import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { i18n } from '@storefront/shared/i18n';
import { AUTH_NAMESPACE } from './i18n';

it("keeps mf-auth's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

it('words the length hint with the Russian plural forms', () => {
  const t = i18n.getFixedT('ru', AUTH_NAMESPACE);
  const hint = (count: number) => t('registration.minLength', { count });
  expect([1, 3, 5, 21, 22, 25].map(hint)).toEqual([
    'Не короче 1 символа',
    'Не короче 3 символов',
    'Не короче 5 символов',
    'Не короче 21 символа',
    'Не короче 22 символов',
    'Не короче 25 символов',
  ]);
});
