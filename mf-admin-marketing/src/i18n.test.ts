import { ApiError } from '@storefront/shared/api-client';
import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import {
  REFERRAL_NOT_REWARDED_REASONS,
  REFERRAL_STATUSES,
} from '@storefront/shared/contract/values';
import { DISCOUNT_LIMITS } from '@storefront/shared/limits';
import { bothLanguages } from '@storefront/shared/testing/english';
import { wizardErrorMessage } from './features/coupon-wizard/utils/wizard-error-message';
import { DISCOUNT_STATUS_FILTERS } from './features/discounts/utils/discount-params';
import { notRewardedKey, referralStatusLabel } from './features/referrals/utils/referral-status';
import { MARKETING_NAMESPACE } from './i18n';

it("keeps the marketing remote's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

describe('message forms', () => {
  const { ru, en, expectLabels } = bothLanguages(MARKETING_NAMESPACE, __dirname);

  it('says the prefix limit in the right Russian plural form', () => {
    const limit = (count: number) => ru()('generator.errors.prefixLength', { count });
    expect(limit(1)).toBe('Префикс не длиннее 1 символа');
    expect(limit(2)).toBe('Префикс не длиннее 2 символов');
    expect(limit(5)).toBe('Префикс не длиннее 5 символов');
    expect(limit(21)).toBe('Префикс не длиннее 21 символа');
    expect(limit(29)).toBe('Префикс не длиннее 29 символов');
    expect(en()('generator.errors.prefixLength', { count: 1 })).toBe(
      'The prefix can be at most 1 character long',
    );
  });

  it("keeps spec 8's one Russian wording of the generation result", () => {
    for (const count of [1, 2, 5]) {
      expect(ru()('generator.done', { n: count, count })).toBe(
        `Успешно создано ${count} из ${count} купонов!`,
      );
    }
  });

  it('has a label for every referral status in both languages', () => {
    expectLabels(REFERRAL_STATUSES, (status) => referralStatusLabel(status).label);
  });

  it('says every reason a referral was not rewarded, in both languages', () => {
    expectLabels(REFERRAL_NOT_REWARDED_REASONS, notRewardedKey);
  });

  it('says the wizard failures in the language it is given', () => {
    const error = new ApiError(400, 'Request validation failed');
    expect(wizardErrorMessage(error, en())).toBe(
      '❌ Invalid data. Check the fields you filled in.',
    );
    expect(wizardErrorMessage(new Error(''), en())).toBe(
      '❌ Failed to create the coupon: Unknown error',
    );
  });

  it("keeps shop-spec 2.1's exact Russian texts of the discounts", () => {
    expect(ru()('discounts.title')).toBe('Скидки');
    expect(ru()('discounts.deleteDialog.title')).toBe('Удалить скидку?');
    expect(ru()('discounts.notFound')).toBe('Скидки не найдены');
    expect(ru()('discounts.none')).toBe('Скидки не добавлены');
    expect(ru()('discounts.allProducts')).toBe('Все товары');
    expect(ru()('discounts.allCities')).toBe('Все города');
  });

  it('says the discount limits of the contract in both languages', () => {
    const limits = { min: DISCOUNT_LIMITS.nameMin, max: DISCOUNT_LIMITS.nameMax };
    expect(ru()('discounts.errors.name', limits)).toBe(
      'Название должно содержать от 3 до 100 символов',
    );
    expect(en()('discounts.errors.name', limits)).toBe('The name must be 3 to 100 characters long');
    expect(en()('discounts.errors.percentMax', { max: DISCOUNT_LIMITS.percentMax })).toBe(
      'A percentage discount cannot exceed 100%',
    );
  });

  it('has a label for every discount filter in both languages', () => {
    expectLabels(DISCOUNT_STATUS_FILTERS, (status) => `discounts.filter.${status}`);
  });
});
