import { apiRequest } from '@storefront/shared/api-client';
import type { ShopSettings, ShopSettingsBody } from '@storefront/shared/contract/shop-settings';

/**
 * PUT /admin/settings (admin): every field at once; answers the settings as stored (texts
 * trimmed, amounts with two decimals), which replace the shared GET /settings entry.
 */
export function saveShopSettings(payload: ShopSettingsBody): Promise<ShopSettings> {
  return apiRequest<ShopSettings>('/admin/settings', { method: 'PUT', json: payload });
}
