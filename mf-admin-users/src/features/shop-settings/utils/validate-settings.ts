import { formatNumber, formatRoubles } from '@storefront/shared/format/number';
import type { FormErrors } from '@storefront/shared/forms';
import { SETTINGS_TEXT_MAX, STOCK_MAX, TOPUP_LIMITS } from '@storefront/shared/limits';
import { type Kopecks, tryParseMoney } from '@storefront/shared/money';
import { SETTINGS_EMAIL } from '@storefront/shared/validation/email';
import { currentTranslate, type Translate } from '../../../i18n';
import type { SettingsValues } from './settings-values';

/** The longest text each field takes (SETTINGS_LIMITS: characters after trimming). */
export const TEXT_MAX = SETTINGS_TEXT_MAX;

// Something@somewhere.tld without spaces: the server has the last word, this only catches the
// slips (a missing @ or domain) before a round trip.

const MIN_KOPECKS = TOPUP_LIMITS.min * 100;
const MAX_KOPECKS = TOPUP_LIMITS.max * 100;

/** Characters as a reader counts them (an emoji is one), as the API's schema counts them. */
const length = (text: string) => Array.from(text.trim()).length;

type AmountCheck = { kopecks: Kopecks } | { error: string };

function checkAmount(text: string, t: Translate): AmountCheck {
  if (!text.trim()) return { error: t('settings.errors.amountRequired') };
  const kopecks = tryParseMoney(text);
  if (kopecks === null || kopecks < 0) return { error: t('settings.errors.amountFormat') };
  if (kopecks < MIN_KOPECKS || kopecks > MAX_KOPECKS) {
    const range = {
      min: formatRoubles(TOPUP_LIMITS.min, true),
      max: formatRoubles(TOPUP_LIMITS.max, true),
    };
    return { error: t('settings.errors.amountRange', range) };
  }
  return { kopecks };
}

/** The server's limits (shop-spec 2.4 and 4), as messages per field; empty: it may be sent. */
export function validateSettings(
  values: SettingsValues,
  t: Translate = currentTranslate(),
): FormErrors<SettingsValues> {
  const errors: FormErrors<SettingsValues> = {};
  for (const [field, max] of Object.entries(TEXT_MAX) as [keyof typeof TEXT_MAX, number][]) {
    if (length(values[field]) > max) {
      errors[field] = t('settings.errors.tooLong', { max: formatNumber(max) });
    }
  }
  const email = values.email.trim();
  if (!errors.email && email && !SETTINGS_EMAIL.test(email))
    errors.email = t('settings.errors.email');
  const min = checkAmount(values.topup_min, t);
  const max = checkAmount(values.topup_max, t);
  if ('error' in min) errors.topup_min = min.error;
  if ('error' in max) errors.topup_max = max.error;
  if ('kopecks' in min && 'kopecks' in max && min.kopecks > max.kopecks) {
    errors.topup_min = t('settings.errors.minOverMax');
  }
  const threshold = values.low_stock_threshold.trim();
  if (!/^\d{1,7}$/.test(threshold) || Number(threshold) > STOCK_MAX) {
    errors.low_stock_threshold = t('settings.errors.lowStock', { max: formatNumber(STOCK_MAX) });
  }
  return errors;
}
