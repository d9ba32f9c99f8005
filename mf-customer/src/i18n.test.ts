import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { i18n } from '@storefront/shared/i18n';
import { CUSTOMER_NAMESPACE } from './i18n';

it("keeps mf-customer's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

it('words the length hint with the Russian plural forms', () => {
  const t = i18n.getFixedT('ru', CUSTOMER_NAMESPACE);
  const hint = (count: number) => t('changePassword.minLength', { count });
  expect([1, 4, 8, 11, 21].map(hint)).toEqual([
    'Не короче 1 символа',
    'Не короче 4 символов',
    'Не короче 8 символов',
    'Не короче 11 символов',
    'Не короче 21 символа',
  ]);
});
