import { SETTINGS_LIMITS, SETTINGS_TEXT_FIELDS } from '@storefront/shared/limits';
import { shopSettings } from '../../../testing/shop-settings';
import { settingsPayload, settingsValues } from './settings-values';
import { validateSettings } from './validate-settings';

const values = (overrides = {}) => ({ ...settingsValues(shopSettings()), ...overrides });

describe('validateSettings', () => {
  it('takes the stored settings, empty texts and the limits themselves', () => {
    expect(validateSettings(values())).toEqual({});
    const empty = Object.fromEntries(SETTINGS_TEXT_FIELDS.map((field) => [field, '']));
    expect(validateSettings(values(empty))).toEqual({});
    expect(validateSettings(values({ topup_min: '100', topup_max: '100000,00' }))).toEqual({});
    expect(validateSettings(values({ topup_min: '500', topup_max: '500.00' }))).toEqual({});
  });

  it('counts characters after trimming, as the server does', () => {
    const name = ` ${'я'.repeat(SETTINGS_LIMITS.shopNameMax)} `;
    expect(validateSettings(values({ shop_name: name }))).toEqual({});
    const rules = 'п'.repeat(SETTINGS_LIMITS.rulesMax + 1);
    expect(validateSettings(values({ rules })).rules).toMatch(/^Не более 20\s000 символов$/);
    const address = 'a'.repeat(SETTINGS_LIMITS.addressMax + 1);
    expect(validateSettings(values({ address })).address).toBe('Не более 300 символов');
    const hours = 'a'.repeat(SETTINGS_LIMITS.workingHoursMax + 1);
    expect(validateSettings(values({ working_hours: hours })).working_hours).toBe(
      'Не более 200 символов',
    );
  });

  it.each([
    'shop',
    'shop@',
    '@example.com',
    'a b@example.com',
    'shop@example',
    'shop@example.com.',
    'shop@.example.com',
  ])('refuses the e-mail "%s"', (email) => {
    expect(validateSettings(values({ email })).email).toBe('Введите корректный e-mail');
  });

  it.each([
    ['-100', 'Введите сумму числом, не более двух знаков после запятой'],
    ['1e3', 'Введите сумму числом, не более двух знаков после запятой'],
    ['  ', 'Укажите сумму'],
  ])('refuses the amount "%s"', (topup_min, message) => {
    expect(validateSettings(values({ topup_min })).topup_min).toBe(message);
  });

  it('sends amounts with a point and two decimals and trims the texts', () => {
    const payload = settingsPayload(values({ phone: ' 123 ', topup_min: '1 500,5' }));
    expect(payload).toMatchObject({ phone: '123', topup_min: '1500.50', topup_max: '100000.00' });
  });
});
