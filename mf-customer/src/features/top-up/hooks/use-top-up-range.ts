import { tryParseMoney } from '@storefront/shared/money';
import { useShopSettings } from '@storefront/shared/shop/settings';
import { DEFAULT_TOPUP_RANGE, type TopUpRange } from '../utils/validate-top-up';

/**
 * The top-up range the shop's settings set (shop-spec 2.4: `topup_min`, `topup_max`). While
 * they load, or if they cannot be read, shop-spec 4's range stands in: the server checks the
 * real one anyway.
 */
export function useTopUpRange(): TopUpRange {
  const { data } = useShopSettings();
  const min = data ? tryParseMoney(data.topup_min) : null;
  const max = data ? tryParseMoney(data.topup_max) : null;
  return min !== null && max !== null && min <= max ? { min, max } : DEFAULT_TOPUP_RANGE;
}
