// A number an admin menu item shows beside its label (open tickets, products running low): read
// from one list call's answer and kept in ONE SWR entry, so the shell's menu shows it and the
// remote that changes it refreshes it, and the count moves without a reload.
import { apiRequest } from '@storefront/shared/api-client';
import useSWR, { mutate } from 'swr';

export function menuCount<Page>(path: string, count: (page: Page) => number) {
  const get = async () => count(await apiRequest<Page>(path));
  return {
    /** `enabled`: only for an admin (the menu items are theirs; anyone else is refused). */
    use: (enabled: boolean) => useSWR(enabled ? path : null, get),
    /** After a change that may move the count. */
    refresh: (): Promise<unknown> => mutate(path),
  };
}
