/**
 * The settings an admin saves, checked against shop-spec 2.4 and SETTINGS_LIMITS with the texts
 * in the request's language, every problem at once (422): lengths after trimming, the e-mail
 * when one is given, top-up limits within 100 to 100 000 ₽ with min ≤ max, the time zone (issue
 * 23) an IANA name.
 */

import type { ShopSettings, ShopSettingsBody } from '@storefront/shared/contract/shop-settings';
import { SETTINGS_TEXT_FIELDS, SETTINGS_TEXT_MAX, TOPUP_LIMITS } from '@storefront/shared/limits';
import { formatMoney, tryParseMoney } from '@storefront/shared/money';
import { SETTINGS_EMAIL } from '@storefront/shared/validation/email';
import { MESSAGES } from '../../../i18n/messages.ts';
import { type FieldIssue, RequestValidationError } from '../../../lib/http-errors.ts';
import { ROUBLE } from '../../../lib/money-input.ts';
import { canonicalTimeZone } from '../../../lib/time-zones.ts';
import { characterCount } from '../../../lib/trimmed-text.ts';

/** What a save writes; without `time_zone` or `low_stock_threshold` the saved one stays. */
export type CheckedSettings = Omit<
  ShopSettings,
  'updated_at' | 'time_zone' | 'low_stock_threshold'
> & {
  time_zone?: string;
  low_stock_threshold?: number;
};

/** The body trimmed and checked, every problem at once (422). */
export function checkedSettings(body: ShopSettingsBody): CheckedSettings {
  const issues: FieldIssue[] = [];
  const issue = (field: string, msg: FieldIssue['msg']) =>
    issues.push({ loc: ['body', field], msg, type: 'value_error' });
  const texts = Object.fromEntries(
    SETTINGS_TEXT_FIELDS.map((field) => {
      const value = body[field].trim();
      const max = SETTINGS_TEXT_MAX[field];
      if (characterCount(value) > max) issue(field, MESSAGES.settingsTooLong(max));
      return [field, value];
    }),
  ) as Record<(typeof SETTINGS_TEXT_FIELDS)[number], string>;
  if (texts.email !== '' && !SETTINGS_EMAIL.test(texts.email))
    issue('email', MESSAGES.settingsEmail);
  const topup = (field: 'topup_min' | 'topup_max') => {
    const text = body[field].trim();
    const kopecks = /^[0-9.]+$/.test(text) ? tryParseMoney(text) : null;
    if (kopecks === null) issue(field, MESSAGES.settingsTopupFormat);
    else if (kopecks < TOPUP_LIMITS.min * ROUBLE || kopecks > TOPUP_LIMITS.max * ROUBLE) {
      issue(field, MESSAGES.settingsTopupRange);
    } else return kopecks;
    return null;
  };
  const min = topup('topup_min');
  const max = topup('topup_max');
  if (min !== null && max !== null && min > max) issue('topup_max', MESSAGES.settingsTopupOrder);
  // The zone as Intl knows it (`europe/moscow` is Europe/Moscow): PostgreSQL knows the same names.
  const zone = body.time_zone === undefined ? undefined : canonicalTimeZone(body.time_zone.trim());
  if (zone === null) issue('time_zone', MESSAGES.unknownTimeZone);
  if (issues.length > 0 || min === null || max === null || zone === null) {
    throw new RequestValidationError(issues);
  }
  return {
    ...texts,
    topup_min: formatMoney(min),
    topup_max: formatMoney(max),
    ...(zone !== undefined && { time_zone: zone }),
    // Its range is the schema's (0 to STOCK_MAX, 422 in the request's language).
    ...(body.low_stock_threshold !== undefined && {
      low_stock_threshold: body.low_stock_threshold,
    }),
  };
}

/** The top-up limits in kopecks (POST /payments). */
export function topupLimits(settings: ShopSettings): { min: number; max: number } {
  return {
    min: tryParseMoney(settings.topup_min) ?? 0,
    max: tryParseMoney(settings.topup_max) ?? 0,
  };
}
