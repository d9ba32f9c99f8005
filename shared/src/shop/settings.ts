// The shop's settings (shop-spec 2.4), one SWR entry for the whole page: the shell's wordmark,
// /contacts and /rules (mf-storefront), the top-up dialog's limits (mf-customer) and the admin
// form (mf-admin-users) read it; saving the form replaces it, so every mounted reader follows at
// once, and any other open page reads it again on its next load.
import { apiRequest } from '@storefront/shared/api-client';
import useSWR, { mutate } from 'swr';
import type { ShopSettings } from '../contract/shop-settings';

export const SETTINGS_PATH = '/settings';

export function getShopSettings(): Promise<ShopSettings> {
  return apiRequest<ShopSettings>(SETTINGS_PATH);
}

export function useShopSettings() {
  return useSWR(SETTINGS_PATH, getShopSettings);
}

/** After PUT /admin/settings: every reader shows the saved settings without a request. */
export function replaceShopSettings(saved: ShopSettings): Promise<unknown> {
  return mutate(SETTINGS_PATH, saved, { revalidate: false });
}

/** Unset contacts or rules keep the storefront-spec placeholder (shop-spec 2.4). */
export function hasContacts(settings: ShopSettings): boolean {
  return [settings.phone, settings.email, settings.address, settings.working_hours].some(
    (value) => value.trim() !== '',
  );
}

/** The rules' paragraphs: split on line breaks, blank lines dropped. */
export function ruleParagraphs(rules: string): string[] {
  return rules
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
