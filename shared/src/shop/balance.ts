// The signed-in customer's balance, one SWR entry for the whole page: the shell's header chip
// reads it and every remote that moves money (top-up, purchase) refreshes it, through the
// federation-shared swr cache, so the chip changes without a reload.
import { apiRequest } from '@storefront/shared/api-client';
import useSWR, { mutate } from 'swr';
import type { Balance } from '../contract/finance';

export const BALANCE_PATH = '/finance/balance';

export function getBalance(): Promise<Balance> {
  return apiRequest<Balance>(BALANCE_PATH);
}

/** `enabled`: only for a signed-in user who has a balance (not an admin). */
export function useBalance(enabled: boolean) {
  return useSWR(enabled ? BALANCE_PATH : null, getBalance);
}

/** After a top-up, a purchase or a refund: the chip shows the new balance. */
export function refreshBalance(): Promise<unknown> {
  return mutate(BALANCE_PATH);
}
