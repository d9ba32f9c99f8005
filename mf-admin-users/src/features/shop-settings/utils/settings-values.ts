import type { ShopSettings, ShopSettingsBody } from '@storefront/shared/contract/shop-settings';
import { formatMoney, tryParseMoney } from '@storefront/shared/money';

/** The form's text per field; the names are the payload's, so inputs are found by them. */
export type SettingsValues = { [K in keyof ShopSettingsBody]-?: string };

export const SETTINGS_FIELDS = [
  'shop_name',
  'phone',
  'email',
  'address',
  'working_hours',
  'rules',
  'topup_min',
  'topup_max',
  'time_zone',
  'low_stock_threshold',
] as const satisfies readonly (keyof SettingsValues)[];

/** Each field's label message, to say which one a schema issue is about. */
export const FIELD_LABELS: Record<keyof SettingsValues, string> = {
  shop_name: 'settings.fields.shopName',
  phone: 'settings.fields.phone',
  email: 'settings.fields.email',
  address: 'settings.fields.address',
  working_hours: 'settings.fields.workingHours',
  rules: 'settings.fields.rules',
  topup_min: 'settings.fields.topupMin',
  topup_max: 'settings.fields.topupMax',
  time_zone: 'settings.fields.timeZone',
  low_stock_threshold: 'settings.fields.lowStock',
};

export function settingsValues(settings: ShopSettings): SettingsValues {
  const { updated_at: _, low_stock_threshold, ...texts } = settings;
  return { ...texts, low_stock_threshold: String(low_stock_threshold) };
}

/**
 * The zones a shop in Russia picks from (issue 23: the days of the sales figures and of the
 * journals' filters), west to east, and UTC. A zone saved otherwise (through the API) is
 * offered too, so the form never changes it unasked.
 */
export const TIME_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
  'UTC',
] as const;

export function sameValues(a: SettingsValues, b: SettingsValues): boolean {
  return SETTINGS_FIELDS.every((field) => a[field] === b[field]);
}

/** An amount as typed ('1 500,5') as the API takes it ('1500.50'); checked before. */
function amount(text: string): string {
  const kopecks = tryParseMoney(text);
  return kopecks === null ? text.trim() : formatMoney(kopecks);
}

/** What PUT /admin/settings gets from checked values: texts trimmed at the ends. */
export function settingsPayload(values: SettingsValues): ShopSettingsBody {
  return {
    shop_name: values.shop_name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    working_hours: values.working_hours.trim(),
    rules: values.rules.trim(),
    topup_min: amount(values.topup_min),
    topup_max: amount(values.topup_max),
    time_zone: values.time_zone,
    low_stock_threshold: Number(values.low_stock_threshold.trim()),
  };
}
