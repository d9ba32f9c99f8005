import type { ShopSettings } from '../contract/shop-settings';
import { formatMoney, roublesToKopecks } from '../money/money';
import { SETTINGS_TEXT_FIELDS, TOPUP_LIMITS } from '../validation/limits';

/** The shop's days until an admin sets another zone (issue 23); the database's default too. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Moscow';

/** 'Мало на складе' until an admin sets another threshold (issue 23); the database's default too. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

const UNSET_TEXTS = Object.fromEntries(SETTINGS_TEXT_FIELDS.map((field) => [field, ''])) as Record<
  (typeof SETTINGS_TEXT_FIELDS)[number],
  string
>;

/**
 * The shop's settings before the first save (shop-spec 2.4): every text unset, the top-up
 * limits at their widest, Moscow's days. The API answers them until an admin saves; tests build on them.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  ...UNSET_TEXTS,
  topup_min: formatMoney(roublesToKopecks(TOPUP_LIMITS.min)),
  topup_max: formatMoney(roublesToKopecks(TOPUP_LIMITS.max)),
  time_zone: DEFAULT_SHOP_TIME_ZONE,
  low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
  updated_at: null,
};
