// The count of products running low on the admin menu's 'Товары' (issue 23): the shell's menu
// reads this one SWR entry, and what changes it (a stock save, a product saved or deleted, a new
// threshold in the settings) refreshes it, so the count moves without a reload.
import { apiRequest } from '@storefront/shared/api-client';
import useSWR, { mutate } from 'swr';
import type { ProductsPage } from '../contract/products';

export const LOW_STOCK_PATH = '/products/?page=1&size=1&low_stock=true';

export async function getLowStockCount(): Promise<number> {
  const page = await apiRequest<ProductsPage>(LOW_STOCK_PATH);
  return page.total;
}

/** `enabled`: only for an admin (the menu item is theirs). */
export function useLowStockCount(enabled: boolean) {
  return useSWR(enabled ? LOW_STOCK_PATH : null, getLowStockCount);
}

/** After anything that may move a product into or out of 'Мало на складе'. */
export function refreshLowStockCount(): Promise<unknown> {
  return mutate(LOW_STOCK_PATH);
}
