import { checkMessages } from '@storefront/shared/check-messages';

it("keeps the marketing remote's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual({
    onlyInRussian: [],
    onlyInEnglish: [],
    missing: [],
    unused: [],
  });
});
