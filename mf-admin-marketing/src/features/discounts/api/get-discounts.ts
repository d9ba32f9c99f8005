import type { DiscountsPage, DiscountsQuery } from '@storefront/shared/contract/discounts';
import { listCall } from '@storefront/shared/data/list-call';

/** GET /discounts/?page&size&search&is_active (admin, newest first). */
const discounts = listCall<DiscountsQuery, DiscountsPage>('/discounts/');

/** The SWR keys of every discounts call start here, so one revalidation reaches them all. */
export const DISCOUNTS_PATH = discounts.path;
export const getDiscounts = discounts.get;
export const useDiscounts = discounts.use;
