import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';

it("keeps the catalog's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});
