/**
 * The catalogue as a table: every text has both languages, the English is English, and the
 * parameterised texts put their parameters in both. The compiler already refuses a message
 * without `en`; this catches an empty or untranslated one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOGIN_MESSAGES, VISIBLE_TEXT_MESSAGE } from '@storefront/shared/text-safety';
import { COUPON_MESSAGES } from '@storefront/shared/validation/coupon-rules';
import type { Message } from '../../src/i18n/message.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';

type Catalogue = typeof MESSAGES;
type Parameterised = {
  [K in keyof Catalogue as Catalogue[K] extends (...args: never[]) => Message
    ? K
    : never]: Catalogue[K] extends (...args: infer A) => Message ? A[] : never;
};

/** Arguments for each parameterised message: a new one without samples does not compile. */
const SAMPLES: Parameterised = {
  formExpected: [['application/x-www-form-urlencoded']],
  minLength: [[1], [2], [3], [5], [11], [21], [22], [50]],
  maxLength: [[1], [4], [12], [100], [101], [256]],
  maxItems: [[1], [4], [11], [21]],
  allowedValues: [['ru, en']],
  minimum: [[0], [1]],
  maximum: [[100], [365]],
  tooManyFiles: [[1], [4]],
  fileTooLarge: [[100], [2048], [5 * 1024 * 1024]],
  imageTooLarge: [
    [8000, 40_000_000],
    [100, 2_500_000],
  ],
  couponCodeTaken: [['SUMMER10']],
  couponUnderMinimum: [[0], [1500], [99.9]],
  couponLimitBelowUses: [[1], [12]],
  couponUserLimitBelowUses: [[2]],
  notEnoughStock: [[1], [3]],
  discountProductsUnknown: [[[7]], [[7, 12]]],
  settingsTooLong: [[60], [20_000]],
  topupMinOf: [[10_000], [50_050]],
  topupMaxOf: [[10_000_000], [150_000]],
  priceChanged: [[5_000], [2_500_050]],
  ticketsOpenLimit: [[1], [5]],
  minItems: [[1], [2]],
  exclusiveMinimum: [[0]],
  exclusiveMaximum: [[100]],
  multipleOf: [[0.01]],
  salesPeriodTooLong: [[731], [62], [2]],
};

const CYRILLIC = /\p{Script=Cyrillic}/u;

function* entries(): Generator<[string, Message]> {
  for (const [key, value] of Object.entries(MESSAGES)) {
    if (typeof value === 'function') {
      const samples = SAMPLES[key as keyof Parameterised] as unknown[][];
      assert.ok(samples?.length, `${key}: no samples`);
      for (const args of samples) {
        yield [`${key}(${args.join(', ')})`, (value as (...a: unknown[]) => Message)(...args)];
      }
    } else if ('ru' in value && 'en' in value) {
      yield [key, value as Message];
    } else {
      for (const [inner, message] of Object.entries(value as Record<string, Message>)) {
        yield [`${key}.${inner}`, message];
      }
    }
  }
}

describe('the message catalogue', () => {
  const all = [...entries()];

  it('holds every text the API answers with', () => {
    assert.ok(all.length > 90, `only ${all.length} texts`);
  });

  for (const [name, message] of all) {
    it(`${name}: Russian and English, the English without Cyrillic`, () => {
      assert.deepEqual(Object.keys(message).sort(), ['en', 'ru']);
      assert.ok(message.ru.trim().length > 0, 'empty Russian');
      assert.ok(message.en.trim().length > 0, 'empty English');
      assert.ok(!CYRILLIC.test(message.en), `Cyrillic in English: ${message.en}`);
    });
  }

  it('keeps the Russian of the texts shared with the client, keyed like them', () => {
    for (const [key, ru] of Object.entries(LOGIN_MESSAGES)) {
      assert.equal(MESSAGES.login[key as keyof typeof LOGIN_MESSAGES].ru, ru);
    }
    for (const [key, ru] of Object.entries(COUPON_MESSAGES)) {
      assert.equal(MESSAGES.coupon[key as keyof typeof COUPON_MESSAGES].ru, ru);
    }
    assert.equal(MESSAGES.visibleText.ru, VISIBLE_TEXT_MESSAGE);
  });

  it('writes the parameters the way each language does', () => {
    assert.deepEqual(MESSAGES.minLength(3), {
      ru: 'Должно содержать минимум 3 символа',
      en: 'String should have at least 3 characters',
    });
    assert.deepEqual(MESSAGES.minLength(1), {
      ru: 'Должно содержать минимум 1 символ',
      en: 'String should have at least 1 character',
    });
    assert.equal(MESSAGES.maxLength(11).ru, 'Должно содержать не более 11 символов');
    assert.equal(MESSAGES.maxLength(22).ru, 'Должно содержать не более 22 символа');
    assert.deepEqual(MESSAGES.fileTooLarge(5 * 1024 * 1024), {
      ru: 'Файл слишком большой: не более 5 МБ',
      en: 'The file is too large: at most 5 MB',
    });
    // As the screens write amounts: kopecks only when there are some.
    assert.deepEqual(MESSAGES.couponUnderMinimum(1500), {
      ru: 'Купон действует для заказов от 1\u00a0500\u00a0₽',
      en: 'The coupon applies to orders from RUB\u00a01,500',
    });
    assert.deepEqual(MESSAGES.couponUnderMinimum(99.5), {
      ru: 'Купон действует для заказов от 99,50\u00a0₽',
      en: 'The coupon applies to orders from RUB\u00a099.50',
    });
    assert.equal(
      MESSAGES.imageTooLarge(8000, 40_000_000).en,
      'The image is too large: at most 8000 × 8000 pixels and 40 MP',
    );
  });

  it('answers the FastAPI constants the same in both languages', () => {
    for (const key of [
      'badCredentials',
      'invalidToken',
      'notAuthenticated',
      'usernameTaken',
      'notFound',
    ] as const) {
      assert.equal(MESSAGES[key].ru, MESSAGES[key].en, key);
    }
    assert.equal(MESSAGES.usernameTaken.en, 'Username already taken');
  });
});
